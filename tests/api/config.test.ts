import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../functions/config.ts';
import { nodeDevDefaults } from '../../functions/dev/defaults.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

describe('configuration', () => {
  it('stops start-up naming each missing variable in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('Missing configuration: SESSION_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET must be set.'),
    );
  });

  it('names an invalid variable and why', () => {
    expect(() => parseConfig({ ...production, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => parseConfig({ ...production, APP_ORIGIN: 'not a url' })).toThrow(/APP_ORIGIN/);
    expect(() => parseConfig({ ...production, PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('believes no proxy unless TRUST_PROXY names Cloudflare or how many proxies are in front', () => {
    expect(parseConfig(production).trustProxy).toBeNull();
    expect(parseConfig({ ...production, TRUST_PROXY: 'cloudflare' }).trustProxy).toBe('cloudflare');
    expect(parseConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const bad of ['yes', '0', '11', '1.5']) {
      expect(() => parseConfig({ ...production, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be 'cloudflare' or the number of proxies in front \(1-10\)/);
    }
  });

  it('uses secure cookies everywhere but plain-http localhost', () => {
    expect(parseConfig(production).secureCookies).toBe(false);
    expect(parseConfig({ ...production, APP_ORIGIN: 'https://vidshelf.app/' })).toMatchObject({ secureCookies: true, appOrigin: 'https://vidshelf.app' });
  });

  it('runs in dev mode without GOOGLE_CLIENT_ID, generating and keeping a session secret under DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vidshelf-config-'));
    const env = { DATA_DIR: dir, PORT: '9999' };
    const first = parseConfig(env, nodeDevDefaults(env));
    const second = parseConfig(env, nodeDevDefaults(env));
    expect(first.devMode).toBe(true);
    expect(first.sessionSecret).toHaveLength(43);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(first.google.authUrl).toBe('http://localhost:9999/dev/idp/authorize');
    expect(first.adminEmails).toEqual(['admin@example.com']);
  });

  it('never enters dev mode in production, even without Google credentials', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' }, nodeDevDefaults({}))).toThrow(ConfigError);
  });
});
