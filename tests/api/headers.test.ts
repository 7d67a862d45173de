import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { createNodeApp } from '../../functions/node-app.ts';
import { SPA_CONTENT_SECURITY_POLICY, SPA_CSP_DIRECTIVES } from '../../functions/http/csp.ts';
import { MIN_COMPRESS_BYTES, chooseEncoding, compressResponses } from '../../functions/http/compress.ts';
import { TEST_ORIGIN, createApiContext, signInAs, type ApiContext } from '../support/api-context.ts';
import { TestBrowser } from '../support/browser.ts';
import { createBookmark } from '../support/builders.ts';
import { HANDLE_PATTERN, handleProblem } from '../../functions/schemas/handle-rules.ts';
import { paths } from '../../web/src/config/paths.ts';

const root = new URL('../..', import.meta.url).pathname;

/** The production build, made once into a temporary folder with the project's vite.config.ts. */
async function buildWeb(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'vidshelf-build-'));
  // Vite's build sets NODE_ENV=production in this process.
  const nodeEnv = process.env.NODE_ENV;
  await build({ configFile: join(root, 'vite.config.ts'), root: join(root, 'web'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  process.env.NODE_ENV = nodeEnv;
  return outDir;
}

/** The value the Workers Assets `_headers` file gives a header for `/*`. */
function workersHeader(name: string): string | undefined {
  const lines = readFileSync(join(root, 'web/public/_headers'), 'utf8').split('\n');
  const start = lines.indexOf('/*');
  for (const line of lines.slice(start + 1)) {
    if (!/^\s/.test(line)) break;
    const [key, ...value] = line.trim().split(':');
    if (key!.toLowerCase() === name.toLowerCase()) return value.join(':').trim();
  }
  return undefined;
}

describe('security headers, compression and the build on the Node host', () => {
  let ctx: ApiContext;
  let webDist: string;
  let app: Awaited<ReturnType<typeof createNodeApp>>;
  let entry: string;
  const browser = () => new TestBrowser((request) => app.fetch(request), TEST_ORIGIN);

  beforeAll(async () => {
    [ctx, webDist] = await Promise.all([createApiContext('pglite'), buildWeb()]);
    app = await createNodeApp(ctx.deps, { webDist });
    entry = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/.exec(readFileSync(join(webDist, 'index.html'), 'utf8'))![1]!;
  });
  afterAll(async () => {
    await ctx?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it('reserves as a handle every top-level name of the router and of the built site, with and without its extension', () => {
    const routes = Object.values(paths).map((path) => path.split('/')[1]!).filter((segment) => segment && !segment.startsWith(':'));
    const files = [...readdirSync(webDist), ...readdirSync(join(root, 'web/public'))].map((name) => name.toLowerCase().replace(/^\.+/, ''));
    const names = new Set([...routes, ...files, ...files.map((name) => name.split('.')[0]!)]);
    expect(names).toContain('_headers');
    expect(names).toContain('theme-init');
    // What a user could claim (the handle's form) and would then shadow, or be shadowed by.
    expect([...names].filter((name) => HANDLE_PATTERN.test(name) && handleProblem(name) !== 'reserved')).toEqual([]);
  });

  describe('the Content-Security-Policy', () => {
    // An unknown handle is still the SPA (its 'Profile Not Available' page), with a 404 status.
    it.each([
      ['/login', 200],
      ['/some-handle', 404],
      ['/categories', 200],
    ])('comes with every SPA page from the Node host: %s', async (path, status) => {
      const res = await app.request(path);
      expect(res.status).toBe(status);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toBe(SPA_CONTENT_SECURITY_POLICY);
    });

    it('comes with "/", the prerendered landing page without a session and the SPA with one', async () => {
      for (const [cookie, page] of [['', 'data-landing-copy="en"'], ['vidshelf_session=x', '<div id="root">']] as const) {
        const res = await app.request('/', { headers: { cookie } });
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(page);
        expect(res.headers.get('content-security-policy')).toBe(SPA_CONTENT_SECURITY_POLICY);
      }
    });

    it('is the same in web/public/_headers, which Workers Assets serves', () => {
      expect(workersHeader('Content-Security-Policy')).toBe(SPA_CONTENT_SECURITY_POLICY);
    });

    it('allows no inline or evaluated script or style, no plugins, no framing of the app', () => {
      expect(SPA_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)/);
      expect(SPA_CSP_DIRECTIVES['object-src']).toEqual(["'none'"]);
      expect(SPA_CSP_DIRECTIVES['frame-ancestors']).toEqual(["'none'"]);
      expect(SPA_CSP_DIRECTIVES['connect-src']).toEqual(["'self'"]);
    });

    it.each(['index.html', 'landing.html'])('is met by the built %s: every script is a file of our own, no inline style', (page) => {
      const html = readFileSync(join(webDist, page), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc="\/[^/]/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/<style\b|\sstyle=/);
      expect(existsSync(join(webDist, 'theme-init.js'))).toBe(true);
    });

    it("bundles sonner's stylesheet into a CSS file instead of injecting a <style> at run time", () => {
      const assets = readdirSync(join(webDist, 'assets'));
      const js = assets.filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(webDist, 'assets', name), 'utf8'));
      expect(js.some((code) => code.includes('[data-sonner-toaster]'))).toBe(false);
      const css = assets.filter((name) => name.endsWith('.css')).map((name) => readFileSync(join(webDist, 'assets', name), 'utf8'));
      expect(css.some((code) => code.includes('[data-sonner-toaster]'))).toBe(true);
    });
  });

  describe('source maps', () => {
    it('are neither referenced by the entry script nor served, though the build keeps them', async () => {
      const script = await app.request(`/${entry}`);
      expect(script.status).toBe(200);
      expect(await script.text()).not.toContain('sourceMappingURL');
      expect(existsSync(join(webDist, `${entry}.map`))).toBe(true);
      const map = await app.request(`/${entry}.map`);
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain('mappings');
    });

    it('and the precompressed copies and the chunk manifest stay off Workers Assets (.assetsignore)', () => {
      const ignored = readFileSync(join(webDist, '.assetsignore'), 'utf8').split('\n').map((line) => line.trim());
      expect(ignored).toEqual(expect.arrayContaining(['*.map', '*.br', '*.gz', '.vite']));
    });

    it('nor is the chunk manifest the page weight check reads, though the build writes it', async () => {
      expect(existsSync(join(webDist, '.vite/manifest.json'))).toBe(true);
      const manifest = await app.request('/.vite/manifest.json');
      expect(manifest.status).toBe(404);
      expect(await manifest.text()).not.toContain('isEntry');
    });
  });

  describe('compression', () => {
    it('serves a hashed asset from its precompressed brotli or gzip copy, or as it is', async () => {
      const original = readFileSync(join(webDist, entry));
      const br = await app.request(`/${entry}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.equals(readFileSync(join(webDist, `${entry}.br`)))).toBe(true);
      expect(brotliDecompressSync(brBytes).equals(original)).toBe(true);

      const gz = await app.request(`/${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(original)).toBe(true);

      const plain = await app.request(`/${entry}`);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);
    });

    describe('of API answers', () => {
      let user: TestBrowser;
      let page: unknown;
      beforeAll(async () => {
        const signedIn = await signInAs(ctx, 'compress@example.com');
        user = browser();
        for (const [name, value] of signedIn.browser.cookies) user.cookies.set(name, value);
        for (let i = 0; i < 20; i += 1) {
          await createBookmark(ctx.db, signedIn.user, { description: `A description long enough to make a real page of JSON, number ${i}.`, channel: 'Hearth & Pan' });
        }
        page = await (await user.request('/api/bookmarks?limit=20')).json();
        expect(page).toHaveLength(20);
      });

      it('sends JSON as brotli when the client accepts it, decoding to the same JSON', async () => {
        const res = await user.request('/api/bookmarks?limit=20', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const bytes = Buffer.from(await res.arrayBuffer());
        // A whole JSON answer is compressed in one piece, so its length is known.
        expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
        const json = brotliDecompressSync(bytes).toString('utf8');
        expect(JSON.parse(json)).toEqual(page);
        expect(bytes.byteLength).toBeLessThan(json.length / 3);
      });

      it('falls back to gzip for a client without brotli', async () => {
        const res = await user.request('/api/bookmarks?limit=20', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(page);
      });

      it('sends it as it is to a client that asks for no encoding, or refuses both', async () => {
        for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
          const res = await user.request('/api/bookmarks?limit=20', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
          expect(res.headers.get('content-encoding')).toBeNull();
          expect(await res.json()).toEqual(page);
        }
      });

      it(`leaves bodies under ${MIN_COMPRESS_BYTES} bytes untouched`, async () => {
        const res = await user.request('/api/auth/user', { headers: { 'Accept-Encoding': 'br, gzip' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBeNull();
        const text = await res.text();
        expect(text.length).toBeLessThan(MIN_COMPRESS_BYTES);
        expect(JSON.parse(text).email).toBe('compress@example.com');
      });
    });

    it('chooses brotli first, gzip second, honouring q-values and wildcards', () => {
      expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(chooseEncoding('gzip, deflate')).toBe('gzip');
      expect(chooseEncoding('br;q=0.5, gzip;q=1.0')).toBe('gzip');
      expect(chooseEncoding('br;q=0, *')).toBe('gzip');
      expect(chooseEncoding('*')).toBe('br');
      expect(chooseEncoding('identity')).toBeNull();
      expect(chooseEncoding('')).toBeNull();
      expect(chooseEncoding(undefined)).toBeNull();
    });
  });
});

describe('the compression middleware', () => {
  const big = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ i, text: 'the same words again and again' })) });
  let release: () => void = () => {};
  const app = new Hono()
    .use('*', compressResponses())
    .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
    .get('/encoded', (c) => c.body(big, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' }))
    .get('/no-transform', (c) => c.body(big, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }))
    .get('/events', (c) => c.body(big, 200, { 'Content-Type': 'text/event-stream' }))
    .get('/tagged', (c) => c.body(big, 200, { 'Content-Type': 'application/json', ETag: '"v1"' }))
    .get('/stream', (c) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`[${'"first",'.repeat(200)}`));
          await new Promise<void>((resolve) => (release = resolve));
          controller.enqueue(encoder.encode(`${'"second",'.repeat(200)}"end"]`));
          controller.close();
        },
      });
      // As the export sends its download: a JSON attachment that arrives piece by piece.
      return c.body(body, 200, { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="export.json"' });
    });
  const get = (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });

  it('leaves images, already encoded, no-transform and event-stream answers alone', async () => {
    for (const path of ['/image', '/encoded', '/no-transform', '/events']) {
      const res = await get(path);
      expect(res.headers.get('content-encoding') ?? 'identity', path).toBe('identity');
    }
    expect((await (await get('/image')).arrayBuffer()).byteLength).toBe(4096);
  });

  it('weakens an ETag, since the compressed bytes differ from the tagged ones', async () => {
    const res = await get('/tagged');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toBe('W/"v1"');
  });

  it('passes a streamed download on chunk by chunk, not only when it ends', async () => {
    const res = await get('/stream');
    expect(res.headers.get('content-encoding')).toBe('br');
    const reader = res.body!.getReader();
    const decoder = createBrotliDecompress();
    const decoded: Buffer[] = [];
    decoder.on('data', (chunk: Buffer) => decoded.push(chunk));
    const decodedText = () => Buffer.concat(decoded).toString('utf8');
    // The first chunk decodes completely while the source is still waiting to send the second.
    while (!decodedText().includes('"first",'.repeat(200))) {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the first chunk is held back until the body ends')), 5000));
      const { value, done } = await Promise.race([reader.read(), timeout]);
      expect(done).toBe(false);
      await new Promise((resolve) => decoder.write(value, resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(decodedText()).not.toContain('second');
    release();
    for (let next = await reader.read(); !next.done; next = await reader.read()) decoder.write(next.value);
    await new Promise((resolve) => decoder.end(resolve));
    const text = decodedText();
    expect(JSON.parse(text)).toHaveLength(401);
  });
});

