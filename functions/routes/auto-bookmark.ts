import { createRun, listRunJobs } from '../../db/queries/auto-bookmark-jobs.ts';
import { findVirtualMemberCategory } from '../../db/queries/virtual-members.ts';
import { notFound } from '../errors.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, routesApp } from '../openapi/route.ts';
import { type AutoBookmarkResponse, type AutoBookmarkRunView, autoBookmarkRunResponse, autoBookmarkStartedResponse } from '../schemas/admin-responses.ts';
import { autoBookmarkBody } from '../schemas/admin.ts';

const autoBookmark = defineRoute({
  method: 'post', path: '/categories/{id}/auto-bookmark', tag: 'Admin', access: 'admin', summary: "Fill a member's category with videos",
  request: byId(autoBookmarkBody),
  responses: {
    202: jsonAnswer(autoBookmarkStartedResponse, 'The queued run; poll GET /api/admin/auto-bookmark-runs/{id}.'),
    404: errorAnswer("No such category of a virtual member's (NOT_FOUND)."),
  },
});

const run = defineRoute({
  method: 'get', path: '/auto-bookmark-runs/{id}', tag: 'Admin', access: 'admin', summary: 'Progress of an auto-bookmark run',
  request: byId(),
  responses: { 200: jsonAnswer(autoBookmarkRunResponse, 'Per-category progress.'), 404: errorAnswer('No such run (NOT_FOUND).') },
});

/** /api/admin: auto-bookmarking runs, which fill a virtual member's categories with videos (spec 2 §4). */
export const autoBookmarkRoutes = routesApp()
  // Queues one job; poll the run for progress.
  .openapi(autoBookmark, async (c) => {
    const { db, queue } = c.var.deps;
    const category = await findVirtualMemberCategory(db, c.req.valid('param').id);
    if (!category) throw notFound('Category not found.');
    const body = c.req.valid('json');
    const { runId, jobs } = await createRun(db, [
      { memberId: category.userId, categoryId: category.id, topic: body.topic, region: body.region, language: body.language ?? null, targetCount: body.targetCount },
    ]);
    await queue.send({ type: 'auto-bookmark', runId });
    const answer: AutoBookmarkResponse = {
      success: true,
      bookmarksCreated: 0,
      videosFound: 0,
      bookmarks: [],
      message: 'Auto-bookmarking started',
      runId,
      jobId: jobs[0]!.id,
    };
    return c.json(answer, 202);
  })

  .openapi(run, async (c) => {
    const runId = c.req.valid('param').id;
    const rows = await listRunJobs(c.var.deps.db, runId);
    if (rows.length === 0) throw notFound('Auto-bookmarking run not found.');
    const categories = rows.map(({ job, categoryName }) => ({
      jobId: job.id,
      categoryId: job.categoryId,
      categoryName,
      status: job.status,
      bookmarksCreated: job.bookmarksCreated,
      totalVideosFound: job.videosFound,
      error: job.error,
      bookmarks: job.recentBookmarks.slice(0, 3),
    }));
    const view: AutoBookmarkRunView = {
      runId,
      memberId: rows[0]!.job.memberId,
      running: categories.some((cat) => cat.status === 'pending' || cat.status === 'in_progress'),
      categories,
    };
    return c.json(view, 200);
  });
