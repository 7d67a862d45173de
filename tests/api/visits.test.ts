import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileVisits, users } from '../../db/schema.ts';
import { VISITORS_PER_ADDRESS, VISITS_PER_MINUTE } from '../../functions/routes/public.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import type { TestBrowser } from '../support/browser.ts';
import { createUser } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe.each(databaseKinds)('profile visits on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    // Two proxies in front: the visitor's address is the one before 10.0.0.1 in X-Forwarded-For.
    ctx = await createApiContext(kind, { TRUST_PROXY: '2' });
  });
  afterAll(() => {
    ctx.setNow(null);
    return ctx.close();
  });

  let n = 0;
  /** A signed-in owner with a public profile. */
  async function publicOwner() {
    const me = await signInAs(ctx, `visited-${++n}@example.com`);
    await ctx.db.update(users).set({ handle: `visited-${n}`, isPublic: true }).where(eq(users.id, me.user.id));
    return { ...me, handle: `visited-${n}` };
  }

  async function visit(handle: string, options: { ip?: string; ua?: string; body?: unknown; browser?: TestBrowser; cf?: string } = {}) {
    const headers: Record<string, string> = { 'user-agent': options.ua ?? FIREFOX };
    if (options.ip) headers['x-forwarded-for'] = `${options.ip}, 10.0.0.1`;
    if (options.cf) headers['cf-connecting-ip'] = options.cf;
    const res = await (options.browser ?? ctx.browser()).request(`/api/public/${handle}/visit`, { method: 'POST', json: options.body ?? {}, headers });
    return { status: res.status, body: (await res.json()) as { counted?: boolean; code?: string; message?: string } };
  }
  const todayVisitors = async (owner: Awaited<ReturnType<typeof publicOwner>>) => (await owner.get('/api/stats')).body.todayVisitors;

  it('counts a visitor once per UTC day, and each visitor (address and browser) separately', async () => {
    const owner = await publicOwner();
    ctx.setNow(new Date('2026-03-01T23:30:00Z'));
    try {
      expect(await visit(owner.handle, { ip: '203.0.113.7' })).toEqual({ status: 200, body: { counted: true } });
      expect((await visit(owner.handle, { ip: '203.0.113.7' })).body).toEqual({ counted: false });
      expect((await visit(owner.handle, { ip: '203.0.113.8' })).body).toEqual({ counted: true });
      expect((await visit(owner.handle, { ip: '203.0.113.7', ua: `${FIREFOX} other` })).body).toEqual({ counted: true });
      expect(await todayVisitors(owner)).toBe(3);

      ctx.setNow(new Date('2026-03-02T00:10:00Z'));
      expect(await todayVisitors(owner)).toBeUndefined();
      expect((await visit(owner.handle, { ip: '203.0.113.7' })).body).toEqual({ counted: true });
      expect(await todayVisitors(owner)).toBe(1);
    } finally {
      ctx.setNow(null);
    }
  });

  it('lets one address add only a few visitors a day to a profile, whatever user agent it sends', async () => {
    const owner = await publicOwner();
    ctx.setNow(new Date('2026-03-03T10:00:00Z'));
    try {
      for (let i = 0; i < 12; i++) {
        const res = await visit(owner.handle, { ip: '203.0.113.40', ua: `${FIREFOX} ${i}`, body: { userAgent: `Page ${i}` } });
        expect(res.body).toEqual({ counted: i < VISITORS_PER_ADDRESS });
      }
      expect((await visit(owner.handle, { ip: '203.0.113.41' })).body).toEqual({ counted: true });
      expect(await todayVisitors(owner)).toBe(VISITORS_PER_ADDRESS + 1);
    } finally {
      ctx.setNow(null);
    }
  });

  it('refuses more visit calls a minute from one address with 429 and Retry-After', async () => {
    const owner = await publicOwner();
    ctx.setNow(new Date('2026-03-04T10:00:15Z'));
    try {
      for (let i = 0; i < VISITS_PER_MINUTE; i++) expect((await visit(owner.handle, { ip: '203.0.113.50' })).status).toBe(200);
      const res = await ctx.browser().request(`/api/public/${owner.handle}/visit`, { method: 'POST', json: {}, headers: { 'x-forwarded-for': '203.0.113.50, 10.0.0.1' } });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('45');
      expect(await res.json()).toEqual({ code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests. Please wait a minute before trying again' });
      expect((await visit(owner.handle, { ip: '203.0.113.51' })).status).toBe(200);
      ctx.setNow(new Date('2026-03-04T10:01:00Z'));
      expect((await visit(owner.handle, { ip: '203.0.113.50' })).status).toBe(200);
    } finally {
      ctx.setNow(null);
    }
  });

  it('stores a salted hash, the user agent and the referrer, never the address', async () => {
    const owner = await publicOwner();
    await visit(owner.handle, { ip: '192.0.2.55', body: { userAgent: 'Page UA', referrer: 'https://news.example.com/post' } });
    const rows = await ctx.db.select().from(profileVisits).where(eq(profileVisits.profileUserId, owner.user.id));
    expect(rows).toEqual([
      { profileUserId: owner.user.id, day: new Date().toISOString().slice(0, 10), visitorHash: expect.stringMatching(/^[0-9a-f]{64}$/), userAgent: 'Page UA', referrer: 'https://news.example.com/post', createdAt: expect.any(Date) },
    ]);
    expect(JSON.stringify(rows)).not.toContain('192.0.2.55');
  });

  it('does not count the owner', async () => {
    const owner = await publicOwner();
    expect((await visit(owner.handle, { ip: '203.0.113.9', browser: owner.browser })).body).toEqual({ counted: false });
    expect(await todayVisitors(owner)).toBeUndefined();
  });

  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'header'],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', 'header'],
    ['facebookexternalhit/1.1', 'header'],
    ['Mozilla/5.0 HeadlessChrome/140.0', 'header'],
    ['Slackbot-LinkExpanding 1.0', 'body'],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp)', 'body'],
    ['WhatsApp link preview', 'body'],
    ['Some crawler', 'body'],
    ['a spider', 'body'],
  ])('does not count the bot %j (user agent in the %s)', async (ua, where) => {
    const owner = await publicOwner();
    const res = await visit(owner.handle, where === 'header' ? { ua, ip: '203.0.113.10' } : { body: { userAgent: ua }, ip: '203.0.113.10' });
    expect(res.body).toEqual({ counted: false });
    expect(await ctx.db.select().from(profileVisits).where(eq(profileVisits.profileUserId, owner.user.id))).toEqual([]);
  });

  it('answers 404 for unknown and private profiles, counting nothing', async () => {
    const hidden = await createUser(ctx.db, { handle: `hidden-${++n}`, isPublic: false });
    for (const handle of ['no-such-person', hidden.handle!]) {
      expect(await visit(handle, { ip: '203.0.113.11' })).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'This profile is private or does not exist.' } });
    }
    expect(await ctx.db.select().from(profileVisits).where(eq(profileVisits.profileUserId, hidden.id))).toEqual([]);
  });

  it.each([
    ['a user agent past 512 characters', { userAgent: 'u'.repeat(513) }],
    ['a referrer past 2048 characters', { referrer: `https://example.com/${'r'.repeat(2048)}` }],
    ['a non-text user agent', { userAgent: 42 }],
  ])('refuses %s with VALIDATION_ERROR', async (_, body) => {
    const owner = await publicOwner();
    const res = await visit(owner.handle, { body, ip: '203.0.113.12' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('counts a visit sent without a body', async () => {
    const owner = await publicOwner();
    const res = await ctx.browser().request(`/api/public/${owner.handle}/visit`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.13', 'user-agent': FIREFOX } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ counted: true });
  });

  it('needs the site as Origin, like every mutation', async () => {
    const owner = await publicOwner();
    const res = await ctx.browser().request(`/api/public/${owner.handle}/visit`, { method: 'POST', json: {}, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe.each(databaseKinds)('client addresses of visits on %s', (kind) => {
  it('believes no client header without TRUST_PROXY: forged addresses and user agents add at most a few visitors', async () => {
    const ctx = await createApiContext(kind);
    try {
      const owner = await signInAs(ctx, 'forged-visits@example.com');
      await ctx.db.update(users).set({ handle: 'forged-visits', isPublic: true }).where(eq(users.id, owner.user.id));
      const answers = new Set<number>();
      for (let i = 0; i < 66; i++) {
        const headers = { 'user-agent': `${FIREFOX} ${i}`, 'x-forwarded-for': `198.51.100.${i % 250}`, 'cf-connecting-ip': `192.0.2.${i % 250}` };
        const res = await ctx.browser().request('/api/public/forged-visits/visit', { method: 'POST', json: { userAgent: `Page ${i}` }, headers });
        answers.add(res.status);
      }
      expect([...answers].sort()).toEqual([200, 429]);
      expect((await owner.get('/api/stats')).body.todayVisitors).toBeLessThanOrEqual(VISITORS_PER_ADDRESS);
    } finally {
      await ctx.close();
    }
  });

  it("takes Cloudflare's CF-Connecting-IP with TRUST_PROXY=cloudflare, not the forwarded chain", async () => {
    const ctx = await createApiContext(kind, { TRUST_PROXY: 'cloudflare' });
    try {
      await createUser(ctx.db, { handle: 'behind-cloudflare', isPublic: true });
      const visit = async (cf: string, forwarded: string) => {
        const headers = { 'user-agent': FIREFOX, 'cf-connecting-ip': cf, 'x-forwarded-for': forwarded };
        return (await ctx.browser().request('/api/public/behind-cloudflare/visit', { method: 'POST', json: {}, headers })).json();
      };
      expect(await visit('198.51.100.1', '203.0.113.1')).toEqual({ counted: true });
      expect(await visit('198.51.100.1', '203.0.113.2')).toEqual({ counted: false });
      expect(await visit('198.51.100.2', '203.0.113.2')).toEqual({ counted: true });
    } finally {
      await ctx.close();
    }
  });
});
