import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, sessions, users } from '../../db/schema.ts';
import { SESSION_MEMO_MS } from '../../functions/auth/session-memo.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { signInWithBrowser } from '../support/browser.ts';
import { databaseKinds } from '../support/databases.ts';

describe.each(databaseKinds)('the session memo and the writes it hears, on %s', (kind) => {
  let ctx: ApiContext;
  let heard = 0;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
    ctx.writes!.subscribe(() => heard++);
  });
  afterAll(() => ctx.close());

  async function signedIn(email: string) {
    const browser = ctx.browser();
    const res = await signInWithBrowser(browser, { email });
    const { user } = (await res.json()) as { user: { id: string } };
    return { browser, userId: user.id };
  }

  it('hears each finished write, before the code that awaited it goes on, and no read', async () => {
    const { userId } = await signedIn('writes@example.com');
    heard = 0;
    await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(heard).toBe(0);
    await ctx.db.update(users).set({ title: 'Heard' }).where(eq(users.id, userId));
    expect(heard).toBe(1);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(categories).values({ userId, name: 'In a transaction' });
    });
    const afterCommit = heard;
    expect(afterCommit).toBeGreaterThanOrEqual(2);
    // A write that fails is heard too: it may have been half done.
    await expect(ctx.db.execute(sql`insert into categories (user_id, name) values (${userId}, null)`)).rejects.toThrow();
    expect(heard).toBeGreaterThan(afterCommit);
  });

  it('answers a session from the memo a moment later, and refuses it on the request right after its row is deleted in this process', async () => {
    const { browser, userId } = await signedIn('memo@example.com');
    expect((await browser.request('/api/auth/user')).status).toBe(200);
    const [{ count }] = (await ctx.db.select({ count: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId))) as [{ count: number }];
    expect(count).toBe(1);
    await ctx.db.delete(sessions).where(eq(sessions.userId, userId));
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });

  it('shows a profile change made in this process on the very next request', async () => {
    const { browser, userId } = await signedIn('profile-memo@example.com');
    expect((await browser.request('/api/auth/user')).status).toBe(200);
    await ctx.db.update(users).set({ title: 'Changed a moment ago' }).where(eq(users.id, userId));
    const res = await browser.request('/api/auth/user');
    expect(((await res.json()) as { title: string }).title).toBe('Changed a moment ago');
  });

  it.runIf(kind === 'postgres')(
    'serves a session another process revoked for at most the memo moment, then refuses it',
    async () => {
      const { browser, userId } = await signedIn('elsewhere@example.com');
      // The memo's clock stands still, so a slow machine cannot let the moment pass unseen.
      ctx.memoClock.stoppedAt = 0;
      try {
        expect((await browser.request('/api/auth/user')).status).toBe(200);
        const otherProcess = new pg.Client({ connectionString: ctx.databaseUrl });
        await otherProcess.connect();
        try {
          await otherProcess.query('delete from sessions where user_id = $1', [userId]);
        } finally {
          await otherProcess.end();
        }
        // This process heard no write: the check of a moment ago still answers.
        expect((await browser.request('/api/auth/user')).status).toBe(200);
        ctx.memoClock.stoppedAt = SESSION_MEMO_MS - 1;
        expect((await browser.request('/api/auth/user')).status).toBe(200);
        // Once the moment is over, the database is asked again and the session is gone.
        ctx.memoClock.stoppedAt = SESSION_MEMO_MS;
        expect((await browser.request('/api/auth/user')).status).toBe(401);
      } finally {
        ctx.memoClock.stoppedAt = null;
      }
    },
  );
});
