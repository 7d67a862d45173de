import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, bookmarkCategories, bookmarks, categories, categorySubscriptions, importJobs, users } from '../../db/schema.ts';
import { type ApiContext, callJson, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { consumeJob } from '../../functions/jobs/consumer.ts';
import { drainImports, upload } from '../support/import-helpers.ts';

/*
 * A write racing a delete of the row it points at (a foreign key). Whichever wins, the loser gets
 * the answer it would have got a moment later (the row is gone: 404, or 401 for a deleted account),
 * never a 500, and a refused write leaves nothing of itself behind. Each race runs many rounds with
 * the two requests started together and a few statements apart, either one first.
 */

const ROUNDS = 24;
type Answer = Awaited<ReturnType<typeof callJson>>;

/** Lets `turns` rounds of the event loop pass, so the other request gets that far ahead. */
async function after(turns: number) {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Starts the two requests together or a few turns apart (either first), as round `i` says. */
function race<A, B>(i: number, writer: () => Promise<A>, deleter: () => Promise<B>): Promise<[A, B]> {
  const gap = i % 6;
  const writerFirst = i % 2 === 0;
  return Promise.all([
    (async () => (writerFirst ? writer() : (await after(gap), writer())))(),
    (async () => (writerFirst ? (await after(gap), deleter()) : deleter()))(),
  ]);
}

/** Only these answers are allowed; a 500 names its body so the failure says which race lost. */
function expectOneOf(answer: Answer, allowed: { status: number; message?: string }[]) {
  const match = allowed.find((a) => a.status === answer.status && (a.message === undefined || a.message === answer.body?.message));
  expect(match, `${answer.status} ${JSON.stringify(answer.body)}`).toBeDefined();
}

const CATEGORY_GONE = { status: 404, message: 'Category not found.' };
const BOOKMARK_GONE = { status: 404, message: 'Bookmark not found.' };

describe.each(databaseKinds)('writes racing deletes on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  const signIn = () => signInAs(ctx, `racer-${++people}@example.com`);

  it('features a bookmark or answers Bookmark not found while it is being deleted', async () => {
    const me = await signIn();
    for (let i = 0; i < ROUNDS; i++) {
      const bookmark = await createBookmark(ctx.db, me.user);
      const [featured, deleted] = await race(
        i,
        () => me.send('POST', '/api/featured-video', { bookmarkId: bookmark.id }),
        () => me.send('DELETE', `/api/bookmarks/${bookmark.id}`),
      );
      expectOneOf(featured, [{ status: 200 }, BOOKMARK_GONE]);
      expect(deleted.status).toBe(204);
      const [row] = await ctx.db.select({ featured: users.featuredBookmarkId }).from(users).where(eq(users.id, me.user.id));
      expect(row!.featured).toBeNull();
    }
  });

  it('edits a bookmark with categories or answers Category not found, changing nothing, while a category is being deleted', async () => {
    const me = await signIn();
    const bookmark = await createBookmark(ctx.db, me.user, { title: 'Before' });
    for (let i = 0; i < ROUNDS; i++) {
      const kept = await createCategory(ctx.db, me.user);
      const doomed = await createCategory(ctx.db, me.user);
      await ctx.db.update(bookmarks).set({ title: 'Before' }).where(eq(bookmarks.id, bookmark.id));
      await ctx.db.delete(bookmarkCategories).where(eq(bookmarkCategories.bookmarkId, bookmark.id));
      const [edited, deleted] = await race(
        i,
        () => me.send('PATCH', `/api/bookmarks/${bookmark.id}`, { title: `After ${i}`, categories: [kept.id, doomed.id] }),
        () => me.send('DELETE', `/api/categories/${doomed.id}`),
      );
      expectOneOf(edited, [{ status: 200 }, CATEGORY_GONE]);
      expect(deleted.status).toBe(204);
      const [row] = await ctx.db.select({ title: bookmarks.title }).from(bookmarks).where(eq(bookmarks.id, bookmark.id));
      const links = await ctx.db.select().from(bookmarkCategories).where(eq(bookmarkCategories.bookmarkId, bookmark.id));
      if (edited.status === 200) {
        expect(row!.title).toBe(`After ${i}`);
        expect(links.map((l) => l.categoryId)).toEqual([kept.id]);
      } else {
        expect(row!.title).toBe('Before');
        expect(links).toEqual([]);
      }
      await ctx.db.delete(categories).where(eq(categories.id, kept.id));
    }
  });

  it('saves a bookmark into categories or answers Category not found, saving nothing, while a category is being deleted', async () => {
    const me = await signIn();
    for (let i = 0; i < ROUNDS; i++) {
      const doomed = await createCategory(ctx.db, me.user);
      const video = videoId();
      const [saved, deleted] = await race(
        i,
        () => me.send('POST', '/api/bookmarks', { videoId: video, categoryIds: [doomed.id] }),
        () => me.send('DELETE', `/api/categories/${doomed.id}`),
      );
      expectOneOf(saved, [{ status: 201 }, CATEGORY_GONE]);
      expect(deleted.status).toBe(204);
      const rows = await ctx.db.select().from(bookmarks).where(eq(bookmarks.videoId, video));
      expect(rows.length).toBe(saved.status === 201 ? 1 : 0);
    }
  });

  it('adds bookmarks to a category in bulk or answers Category not found while it is being deleted', async () => {
    const me = await signIn();
    const bookmark = await createBookmark(ctx.db, me.user);
    for (let i = 0; i < ROUNDS; i++) {
      const doomed = await createCategory(ctx.db, me.user);
      const [edited, deleted] = await race(
        i,
        () => me.send('POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [bookmark.id], categoryIds: [doomed.id] }),
        () => me.send('DELETE', `/api/categories/${doomed.id}`),
      );
      expectOneOf(edited, [{ status: 200 }, CATEGORY_GONE]);
      expect(deleted.status).toBe(204);
    }
  });

  it('subscribes to a category or answers Category not found while its owner deletes it', async () => {
    const me = await signIn();
    const owner = await signIn();
    for (let i = 0; i < ROUNDS; i++) {
      const doomed = await createCategory(ctx.db, owner.user, { subscribable: true });
      const [subscribed, deleted] = await race(
        i,
        () => me.send('POST', `/api/categories/${doomed.id}/subscribe`),
        () => owner.send('DELETE', `/api/categories/${doomed.id}`),
      );
      expectOneOf(subscribed, [{ status: 200 }, CATEGORY_GONE]);
      expect(deleted.status).toBe(204);
      expect(await ctx.db.select().from(categorySubscriptions).where(eq(categorySubscriptions.userId, me.user.id))).toEqual([]);
    }
  });

  it('starts an import into a category or answers Category not found, starting nothing, while the category is being deleted', async () => {
    const me = await signIn();
    for (let i = 0; i < ROUNDS; i++) {
      const doomed = await createCategory(ctx.db, me.user);
      const [started, deleted] = await race(
        i,
        async () => {
          const res = await upload(me, `https://www.youtube.com/watch?v=${videoId()}\n`, { filename: 'urls.txt', categoryId: doomed.id });
          return { ...res, nextCursor: undefined };
        },
        () => me.send('DELETE', `/api/categories/${doomed.id}`),
      );
      expectOneOf(started, [{ status: 202 }, CATEGORY_GONE]);
      expect(deleted.status).toBe(204);
      const jobs = await ctx.db.select().from(importJobs).where(eq(importJobs.userId, me.user.id));
      expect(jobs.length).toBe(started.status === 202 ? 1 : 0);
      await ctx.db.delete(importJobs).where(eq(importJobs.userId, me.user.id));
    }
  });

  it('finishes a background import while a category it fills is deleted: the bookmarks land without it, the job never stops unexpectedly', async () => {
    const me = await signIn();
    for (let i = 0; i < ROUNDS; i++) {
      const doomed = await createCategory(ctx.db, me.user, { name: `Doomed ${i}` });
      const videos = [videoId(), videoId(), videoId()];
      const file = `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Doomed ${i}</H3>\n<DL><p>\n${videos.map((v) => `<DT><A HREF="https://youtu.be/${v}">Video ${v}</A>\n`).join('')}</DL><p>\n</DL>\n`;
      const started = await upload(me, file, { filename: 'bookmarks.html', categoryId: doomed.id });
      expect(started.status).toBe(202);
      // Half the rounds race the delete with reading the file, half with importing its entries.
      if (i % 2 === 1) {
        const read = ctx.sentJobs.findIndex((j) => j.type === 'import');
        await consumeJob(ctx.deps, ctx.sentJobs.splice(read, 1)[0]!);
      }
      const [, deleted] = await race(i, () => drainImports(ctx), () => me.send('DELETE', `/api/categories/${doomed.id}`));
      expect(deleted.status).toBe(204);
      const job = (await me.get(`/api/import/${started.body.id}`)).body;
      expect(job, JSON.stringify(job)).toMatchObject({ status: 'completed', error: null, imported: 3, failedCount: 0 });
      const saved = await ctx.db.select({ id: bookmarks.id }).from(bookmarks).where(inArray(bookmarks.videoId, videos));
      expect(saved).toHaveLength(3);
      const links = await ctx.db.select().from(bookmarkCategories).where(inArray(bookmarkCategories.bookmarkId, saved.map((b) => b.id)));
      expect(links.filter((l) => l.categoryId === doomed.id)).toEqual([]);
      await ctx.db.delete(categories).where(eq(categories.userId, me.user.id));
    }
  });

  it("answers the user's writes with 401, keeping none of them, while an administrator deletes the account", async () => {
    const admin = await signInAs(ctx, 'admin@example.com');
    for (let i = 0; i < ROUNDS / 2; i++) {
      const me = await signIn();
      const [answers, deleted] = await race(
        i,
        () =>
          Promise.all([
            me.send('POST', '/api/categories', { name: `Mine ${i}` }),
            me.send('POST', '/api/bookmarks', { videoId: videoId() }),
            me.send('POST', '/api/tokens', { name: `Script ${i}` }),
            me.send('PUT', '/api/settings/privacy', { showName: true }),
          ]),
        () => admin.send('DELETE', `/api/admin/users/${me.user.id}`),
      );
      expect(deleted.status).toBe(200);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        expect([200, 201, 401]).toContain(answer.status);
      }
      for (const table of [categories, bookmarks, apiTokens]) {
        expect(await ctx.db.select().from(table).where(eq(table.userId, me.user.id))).toEqual([]);
      }
    }
  });

  it('counts a visit or answers that the profile does not exist while an administrator deletes its owner', async () => {
    const admin = await signInAs(ctx, 'admin@example.com');
    const visitor = ctx.browser();
    for (let i = 0; i < ROUNDS / 2; i++) {
      const owner = await createUser(ctx.db, { handle: `raced${i}${kind}`, isPublic: true });
      const [visited, deleted] = await race(
        i,
        () => callJson(visitor, 'POST', `/api/public/raced${i}${kind}/visit`, { userAgent: `Browser ${i}` }),
        () => admin.send('DELETE', `/api/admin/users/${owner.id}`),
      );
      expectOneOf(visited, [{ status: 200 }, { status: 404, message: 'This profile is private or does not exist.' }]);
      expect(deleted.status).toBe(200);
    }
  });
});
