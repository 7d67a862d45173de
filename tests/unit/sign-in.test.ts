import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildAuthorizationUrl } from '../../web/src/features/auth/authorization-url';
import { checkCallback, type CallbackInput } from '../../web/src/features/auth/callback-checks';
import { hasExtensionFlowCookie } from '../../web/src/features/auth/oauth-storage';
import { type PageRuntime, handOverToken, postToOpener } from '../../web/src/features/auth/opener-handoff';
import { createPkcePair, pkceChallenge } from '../../web/src/features/auth/pkce';

const web: CallbackInput = {
  code: 'the-code',
  state: 'the-state',
  error: null,
  isExtension: false,
  storedState: 'the-state',
  storedVerifier: 'the-verifier',
};
const extension: CallbackInput = { ...web, isExtension: true, storedState: null, storedVerifier: null };

describe('checkCallback', () => {
  it('passes a web callback with matching state and a stored verifier', () => {
    expect(checkCallback(web)).toEqual({ ok: true, code: 'the-code', state: 'the-state', codeVerifier: 'the-verifier' });
  });

  it('passes an extension callback without local state or verifier, and sends no verifier', () => {
    expect(checkCallback(extension)).toEqual({ ok: true, code: 'the-code', state: 'the-state' });
  });

  it('reports a cancelled sign-in first, whatever else is wrong', () => {
    expect(checkCallback({ ...web, error: 'access_denied', state: null, code: null })).toEqual({
      ok: false,
      message: 'Authentication was cancelled or failed',
    });
  });

  it('reports a missing state before a state mismatch', () => {
    expect(checkCallback({ ...web, state: null, storedVerifier: null })).toEqual({
      ok: false,
      message: 'Missing authentication state',
    });
    expect(checkCallback({ ...extension, state: null })).toEqual({
      ok: false,
      message: 'Missing authentication state',
    });
  });

  it('refuses a web callback whose state differs from the stored one', () => {
    expect(checkCallback({ ...web, storedState: 'other' })).toEqual({
      ok: false,
      message: 'Invalid authentication state',
    });
    expect(checkCallback({ ...web, storedState: null })).toEqual({
      ok: false,
      message: 'Invalid authentication state',
    });
  });

  it('refuses a web callback without a stored PKCE verifier', () => {
    expect(checkCallback({ ...web, storedVerifier: null })).toEqual({
      ok: false,
      message: 'Missing PKCE verification data - please try logging in again',
    });
  });

  it('reports a missing code last', () => {
    expect(checkCallback({ ...web, code: null })).toEqual({ ok: false, message: 'No authorization code received' });
    expect(checkCallback({ ...extension, code: null })).toEqual({
      ok: false,
      message: 'No authorization code received',
    });
  });
});

describe('PKCE', () => {
  it('makes a 43-character URL-safe verifier from 32 random bytes', async () => {
    const { verifier } = await createPkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes a new verifier each time', async () => {
    const [a, b] = await Promise.all([createPkcePair(), createPkcePair()]);
    expect(a.verifier).not.toBe(b.verifier);
  });

  it('derives the challenge as unpadded base64url of the SHA-256 of the verifier', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(await pkceChallenge('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});

describe('buildAuthorizationUrl', () => {
  it('carries every parameter the identity provider needs', () => {
    const url = new URL(
      buildAuthorizationUrl({
        authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        clientId: 'client-1',
        redirectUri: 'http://localhost:8787/auth/callback',
        state: 'st',
        codeChallenge: 'ch',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'http://localhost:8787/auth/callback',
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('keeps query parameters already on the authorization endpoint', () => {
    const url = new URL(
      buildAuthorizationUrl({
        authorizationUrl: 'http://localhost:8787/dev/idp/authorize?tenant=dev',
        clientId: 'c',
        redirectUri: 'r',
        state: 's',
        codeChallenge: 'x',
      }),
    );
    expect(url.searchParams.get('tenant')).toBe('dev');
    expect(url.searchParams.get('client_id')).toBe('c');
  });
});

describe('hasExtensionFlowCookie', () => {
  it('finds the extension marker among other cookies', () => {
    expect(hasExtensionFlowCookie('theme=dark; oauth_flow=extension; other=1')).toBe(true);
    expect(hasExtensionFlowCookie('oauth_flow=extension')).toBe(true);
  });

  it('ignores other values and look-alike names', () => {
    expect(hasExtensionFlowCookie('oauth_flow=web')).toBe(false);
    expect(hasExtensionFlowCookie('x_oauth_flow=extension')).toBe(false);
    expect(hasExtensionFlowCookie('')).toBe(false);
  });
});

/**
 * A stand-in for the opening window that follows the browser's rule for postMessage: a message
 * whose target origin differs from the window's origin is dropped silently, without throwing.
 */
function openerOn(origin: string) {
  const received: unknown[] = [];
  const targets: string[] = [];
  return {
    received,
    targets,
    postMessage(message: unknown, targetOrigin: string) {
      targets.push(targetOrigin);
      if (targetOrigin === origin) received.push(message);
    },
  } as Pick<Window, 'postMessage'> & { received: unknown[]; targets: string[] };
}

describe('postToOpener (extension sign-in hand-off)', () => {
  const message = { type: 'VIDSHELF_AUTH_SUCCESS', token: 'tok' } as const;

  it('delivers the token to an opener on the www origin of the video platform', () => {
    const opener = openerOn('https://www.youtube.com');
    expect(postToOpener(opener, message)).toBe(true);
    expect(opener.received).toEqual([message]);
  });

  it('delivers the token to an opener on the bare origin too (the fallback a try/catch never reached)', () => {
    const opener = openerOn('https://youtube.com');
    expect(postToOpener(opener, message)).toBe(true);
    expect(opener.received).toEqual([message]);
  });

  it('delivers the token to an opener on the mobile site (the extension saves from m.youtube.com too)', () => {
    const opener = openerOn('https://m.youtube.com');
    expect(postToOpener(opener, message)).toBe(true);
    expect(opener.received).toEqual([message]);
  });

  it('posts only to the exact origins of the video platform, www first, never to "*"', () => {
    const opener = openerOn('https://evil.example');
    postToOpener(opener, message);
    expect(opener.targets).toEqual(['https://www.youtube.com', 'https://youtube.com', 'https://m.youtube.com']);
    expect(opener.received).toEqual([]);
  });

  it('still tries the bare origin when posting to the first one throws', () => {
    const targets: string[] = [];
    const opener = {
      postMessage(_message: unknown, targetOrigin: string) {
        targets.push(targetOrigin);
        if (targetOrigin === 'https://www.youtube.com') throw new Error('gone');
      },
    } as Pick<Window, 'postMessage'>;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(postToOpener(opener, message)).toBe(true);
    quiet.mockRestore();
    expect(targets).toEqual(['https://www.youtube.com', 'https://youtube.com', 'https://m.youtube.com']);
  });

  it('does nothing without an opener', () => {
    expect(postToOpener(null, message)).toBe(false);
  });
});

describe('handOverToken (the sign-in window gives the extension its token)', () => {
  const EXTENSION = 'abcdefghijklmnopabcdefghijklmnop';
  /** A page's chrome.runtime, as Chromium offers it where an extension lists the app's origin. */
  function runtimeAnswering(answer: unknown) {
    const sent: { id: string; message: unknown }[] = [];
    const runtime: PageRuntime = {
      sendMessage: (id, message, callback) => {
        sent.push({ id, message });
        setTimeout(() => callback(answer));
      },
    };
    return { runtime, sent };
  }

  it('sends it to the extension by id where the browser offers chrome.runtime, never to the YouTube opener', async () => {
    const { runtime, sent } = runtimeAnswering({ ok: true });
    const opener = openerOn('https://www.youtube.com');
    expect(await handOverToken('tok', { extensionId: EXTENSION, opener, runtime })).toBe(true);
    expect(sent).toEqual([{ id: EXTENSION, message: { type: 'VIDSHELF_AUTH_SUCCESS', token: 'tok' } }]);
    expect(opener.received).toEqual([]);
  });

  it('reports a refusal by the extension, still without posting to the opener', async () => {
    const { runtime } = runtimeAnswering({ ok: false });
    const opener = openerOn('https://www.youtube.com');
    expect(await handOverToken('tok', { extensionId: EXTENSION, opener, runtime })).toBe(false);
    expect(opener.received).toEqual([]);
  });

  it('posts to the opener only where the browser has no such channel (Firefox) or no extension id came', async () => {
    for (const to of [{ extensionId: EXTENSION }, { extensionId: null, runtime: runtimeAnswering({ ok: true }).runtime }, { extensionId: 'not-an-id', runtime: runtimeAnswering({ ok: true }).runtime }]) {
      const opener = openerOn('https://www.youtube.com');
      expect(await handOverToken('tok', { ...to, opener })).toBe(true);
      expect(opener.received).toEqual([{ type: 'VIDSHELF_AUTH_SUCCESS', token: 'tok' }]);
    }
  });
});
