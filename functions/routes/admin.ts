import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { adminStats, deleteRegisteredUser, findRegisteredUser, hitRateLimit, listRegisteredUsers } from '../../db/queries/admin.ts';
import { createRun, listRunJobs } from '../../db/queries/auto-bookmark-jobs.ts';
import { checkHandle, suggestHandle } from '../../db/queries/handles.ts';
import {
  createVirtualMember,
  deleteVirtualMember,
  findVirtualMember,
  findVirtualMemberCategory,
  listVirtualMembers,
  publishVirtualMember,
  updateVirtualMember,
  type VirtualMemberFields,
} from '../../db/queries/virtual-members.ts';
import type { User } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireUser } from '../auth/middleware.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, forbidden, notFound, validate } from '../errors.ts';
import {
  type AdminStats,
  type AdminUserView,
  type AutoBookmarkResponse,
  type AutoBookmarkRunView,
  autoBookmarkBody,
  type CreateVirtualMemberResponse,
  createVirtualMemberBody,
  type GptSuggestion,
  gptSuggestBody,
  handleAvailabilityQuery,
  updateVirtualMemberBody,
  type VirtualMemberView,
} from '../schemas/admin.ts';
import { CATEGORY_LIMIT, createCategoryBody } from '../schemas/category.ts';
import { slugifyHandle } from '../schemas/handle-rules.ts';
import { AiError } from '../services/ai.ts';
import { fitTitle, generatedTitle } from '../lib/persona-title.ts';

const idParam = z.object({ id: z.uuid('must be an id') });
const NEW_USERS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const TARGET_COUNT = 10;
/** AI suggestions per admin per minute (spec 2 §8 RATE_LIMIT_EXCEEDED). */
export const GPT_SUGGEST_PER_MINUTE = 10;

/** Every /api/admin call: anonymous 401, signed in but not an admin 403 (ADMIN_EMAILS). */
const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = requireUser(c);
  if (!isAdminEmail(c.var.deps.config, user.email)) throw forbidden("You don't have permission to access this page.");
  await next();
});

const memberNotFound = () => notFound('Virtual member not found');

function toMemberView(u: User): VirtualMemberView {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    handle: u.handle,
    title: u.title,
    description: u.description,
    profileImageUrl: u.profileImageUrl,
    isPublic: u.isPublic,
    createdAt: u.createdAt.toISOString(),
  };
}

/** A handle the member may take (its own current one counts as free), else 409 with a suggestion. */
async function assertHandleFree(c: { var: AppEnv['Variables'] }, handle: string, memberId?: string) {
  const check = await checkHandle(c.var.deps.db, handle, memberId);
  if (!check.available) {
    const message = check.suggestion ? `${check.error ?? 'Handle is not available'}. Try: ${check.suggestion}` : (check.error ?? 'Handle is not available');
    throw new ApiError(409, 'HANDLE_TAKEN', message, { suggestion: check.suggestion });
  }
}

const handleTaken = () => new ApiError(409, 'HANDLE_TAKEN', 'Handle is not available');

/** Splits the suggested categories into valid ones and readable errors (spec 2 §3 categoryErrors). */
function checkCategories(input: { name?: unknown; color?: unknown }[]) {
  const valid: { name: string; color: string }[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  input.forEach((raw, i) => {
    const label = typeof raw.name === 'string' && raw.name.trim() ? `"${raw.name.trim()}"` : `#${i + 1}`;
    const parsed = createCategoryBody.safeParse({ name: raw.name, color: raw.color ?? undefined });
    if (!parsed.success) return void errors.push(`Category ${label}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const key = parsed.data.name.toLowerCase();
    if (seen.has(key)) return void errors.push(`Category ${label}: a category with this name is already in the list.`);
    if (valid.length >= CATEGORY_LIMIT) return void errors.push(`Category ${label}: the maximum of ${CATEGORY_LIMIT} categories is reached.`);
    seen.add(key);
    valid.push({ name: parsed.data.name, color: parsed.data.color });
  });
  return { valid, errors };
}

export const adminRoutes = new Hono<AppEnv>()
  .use('*', adminOnly)

  // GET /api/admin/stats
  .get('/stats', async (c) => {
    const { db, clock } = c.var.deps;
    const stats: AdminStats = await adminStats(db, new Date(clock.now().getTime() - NEW_USERS_WINDOW_MS));
    return c.json(stats);
  })

  // GET /api/admin/users
  .get('/users', async (c) => {
    const { db, config } = c.var.deps;
    const rows = await listRegisteredUsers(db);
    const views: AdminUserView[] = rows.map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      createdAt: u.createdAt.toISOString(),
      isAdmin: isAdminEmail(config, u.email),
    }));
    return c.json(views);
  })

  // DELETE /api/admin/users/:id
  .delete('/users/:id', validate('param', idParam), async (c) => {
    const admin = requireUser(c);
    const { id } = c.req.valid('param');
    if (id === admin.id) throw new ApiError(400, 'CANNOT_DELETE_SELF', 'You cannot delete your own account');
    const { db } = c.var.deps;
    if (!(await findRegisteredUser(db, id)) || !(await deleteRegisteredUser(db, admin.id, id))) throw notFound('User not found');
    return c.json({ message: 'User deleted successfully' });
  })

  // GET /api/admin/virtual-members
  .get('/virtual-members', async (c) => {
    return c.json((await listVirtualMembers(c.var.deps.db)).map(toMemberView));
  })

  // GET /api/admin/handles/availability?handle=
  .get('/handles/availability', validate('query', handleAvailabilityQuery), async (c) => {
    const { db } = c.var.deps;
    const handle = slugifyHandle(c.req.valid('query').handle);
    const result = await checkHandle(db, handle);
    if (!result.available && !result.suggestion && handle.length > 0) result.suggestion = await suggestHandle(db, handle);
    return c.json(result);
  })

  // POST /api/admin/virtual-members/gpt-suggest
  .post('/virtual-members/gpt-suggest', validate('json', gptSuggestBody), async (c) => {
    const admin = requireUser(c);
    const { db, ai, clock } = c.var.deps;
    const body = c.req.valid('json');
    if (!body.topic) throw new ApiError(400, 'MISSING_TOPIC', 'Please select at least one topic');
    const now = clock.now();
    const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    if ((await hitRateLimit(db, `gpt-suggest:${admin.id}`, windowStart)) > GPT_SUGGEST_PER_MINUTE) {
      throw new ApiError(429, 'RATE_LIMIT_EXCEEDED', 'Too many requests. Please wait a minute before trying again');
    }
    let persona;
    try {
      persona = await ai.suggestPersona({ ...body, topic: body.topic });
    } catch (err) {
      if (err instanceof AiError) {
        if (err.reason === 'unsuitable') throw new ApiError(502, 'UNSUITABLE_OUTPUT', 'Generated content was incomplete. Please try again');
        throw new ApiError(err.reason === 'unconfigured' ? 503 : 502, 'OPENAI_API_ERROR', 'AI service is temporarily unavailable. Please try again later');
      }
      console.error('AI suggestion failed unexpectedly:', err);
      throw new ApiError(503, 'SYSTEM_ERROR', 'Something went wrong. Please try again');
    }
    const firstName = persona.firstName.trim();
    const categories = persona.categories
      .map((cat) => ({ name: cat.name.trim().slice(0, 50), color: /^#[0-9a-fA-F]{6}$/.test(cat.color) ? cat.color.toLowerCase() : '#3b82f6' }))
      .filter((cat) => cat.name)
      .slice(0, CATEGORY_LIMIT);
    if (!firstName || categories.length === 0) throw new ApiError(502, 'UNSUITABLE_OUTPUT', 'Generated content was incomplete. Please try again');
    const lastName = persona.lastName.trim();
    const suggestion: GptSuggestion = {
      firstName,
      lastName,
      handle: await suggestHandle(db, persona.handle || `${firstName}-${lastName}`),
      title: fitTitle(persona.title, { name: `${firstName} ${lastName}`.trim(), topics: body.topic }),
      description: persona.description.trim(),
      profileImageUrl: /^https?:\/\//.test(persona.profileImageUrl) ? persona.profileImageUrl : '',
      categories,
    };
    return c.json(suggestion);
  })

  // POST /api/admin/virtual-members
  .post('/virtual-members', validate('json', createVirtualMemberBody), async (c) => {
    const { db, queue } = c.var.deps;
    const body = c.req.valid('json');
    await assertHandleFree(c, body.handle);
    const { valid, errors } = checkCategories(body.categories ?? []);
    const fields: VirtualMemberFields = {
      firstName: body.firstName,
      lastName: body.lastName,
      handle: body.handle,
      title: body.title || generatedTitle({ name: [body.firstName, body.lastName].filter(Boolean).join(' '), topics: valid.map((v) => v.name).join(', ') }),
      description: body.description,
      profileImageUrl: body.profileImageUrl,
    };
    let created;
    try {
      created = await createVirtualMember(db, fields, valid);
    } catch (err) {
      if (isUniqueViolation(err)) throw handleTaken();
      throw err;
    }
    let runId: string | null = null;
    if (body.autoBookmark && created.categories.length > 0) {
      const run = await createRun(
        db,
        created.categories.map((cat) => ({
          memberId: created.member.id,
          categoryId: cat.id,
          topic: cat.name,
          region: body.autoBookmark!.region,
          language: body.autoBookmark!.language ?? null,
          targetCount: TARGET_COUNT,
        })),
      );
      runId = run.runId;
      await queue.send({ type: 'auto-bookmark', runId });
    }
    const answer: CreateVirtualMemberResponse = {
      user: toMemberView(created.member),
      categories: created.categories.map((cat) => ({ id: cat.id, name: cat.name, color: cat.color })),
      categoryErrors: errors,
      runId,
    };
    return c.json(answer, 201);
  })

  // GET /api/admin/virtual-members/:id
  .get('/virtual-members/:id', validate('param', idParam), async (c) => {
    const member = await findVirtualMember(c.var.deps.db, c.req.valid('param').id);
    if (!member) throw memberNotFound();
    return c.json(toMemberView(member));
  })

  // PUT /api/admin/virtual-members/:id
  .put('/virtual-members/:id', validate('param', idParam), validate('json', updateVirtualMemberBody), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    if (!(await findVirtualMember(db, id))) throw memberNotFound();
    await assertHandleFree(c, body.handle, id);
    let updated;
    try {
      updated = await updateVirtualMember(db, id, { ...body, title: body.title || null });
    } catch (err) {
      if (isUniqueViolation(err)) throw handleTaken();
      throw err;
    }
    if (!updated) throw memberNotFound();
    return c.json(toMemberView(updated));
  })

  // DELETE /api/admin/virtual-members/:id
  .delete('/virtual-members/:id', validate('param', idParam), async (c) => {
    if (!(await deleteVirtualMember(c.var.deps.db, c.req.valid('param').id))) throw memberNotFound();
    return c.json({ message: 'Virtual member deleted successfully' });
  })

  // POST /api/admin/virtual-members/:id/publish
  .post('/virtual-members/:id/publish', validate('param', idParam), async (c) => {
    const member = await publishVirtualMember(c.var.deps.db, c.req.valid('param').id);
    if (!member) throw memberNotFound();
    return c.json({ message: 'Virtual member published successfully', user: toMemberView(member) });
  })

  // POST /api/admin/categories/:id/auto-bookmark — queues one job; poll the run for progress.
  .post('/categories/:id/auto-bookmark', validate('param', idParam), validate('json', autoBookmarkBody), async (c) => {
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

  // GET /api/admin/auto-bookmark-runs/:id
  .get('/auto-bookmark-runs/:id', validate('param', idParam), async (c) => {
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
    return c.json(view);
  });
