import * as z from 'zod';
import { createRun } from '../../db/queries/auto-bookmark-jobs.ts';
import { checkHandle, suggestHandle } from '../lib/handles.ts';
import {
  createVirtualMember,
  deleteVirtualMember,
  findVirtualMember,
  listVirtualMembers,
  publishVirtualMember,
  updateVirtualMember,
  type VirtualMemberFields,
} from '../../db/queries/virtual-members.ts';
import type { Database } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, handleTaken, notFound } from '../errors.ts';
import { limitPerMinute } from '../http/rate-limit.ts';
import {
  createdVirtualMemberResponse,
  gptSuggestionResponse,
  publishedMemberResponse,
  virtualMemberResponse,
  type CreateVirtualMemberResponse,
  type GptSuggestion,
  type VirtualMemberView,
} from '../schemas/admin-responses.ts';
import { handleAvailabilityResponse, messageResponse } from '../schemas/responses.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import {
  createVirtualMemberBody,
  gptSuggestBody,
  handleAvailabilityQuery,
  updateVirtualMemberBody,
} from '../schemas/admin.ts';
import { CATEGORY_LIMIT, createCategoryBody } from '../schemas/category.ts';
import { slugifyHandle } from '../schemas/handle-rules.ts';
import { AiError } from '../services/ai-service.ts';
import { fitTitle, generatedTitle } from '../lib/persona-title.ts';

const TARGET_COUNT = 10;
/** AI suggestions per admin per minute (spec 2 §8 RATE_LIMIT_EXCEEDED). */
export const GPT_SUGGEST_PER_MINUTE = 10;

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
async function assertHandleFree(db: Database, handle: string, memberId?: string) {
  const check = await checkHandle(db, handle, memberId);
  if (!check.available) throw handleTaken(check.suggestion, check.error);
}

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

const NO_MEMBER = 'No such virtual member (NOT_FOUND).';
const HANDLE_TAKEN = 'Someone has the handle (HANDLE_TAKEN), with `details.suggestion`.';

const list = defineRoute({
  method: 'get', path: '/virtual-members', tag: 'Admin', access: 'admin', summary: 'List virtual members',
  responses: { 200: jsonAnswer(z.array(virtualMemberResponse), 'Virtual members.') },
});

const availability = defineRoute({
  method: 'get', path: '/handles/availability', tag: 'Admin', access: 'admin', summary: 'Whether a handle is free for a new member',
  request: { query: handleAvailabilityQuery },
  responses: { 200: jsonAnswer(handleAvailabilityResponse, 'Whether a new member may take it, and if not why, with a suggestion.') },
});

const suggest = defineRoute({
  method: 'post', path: '/virtual-members/gpt-suggest', tag: 'Admin', access: 'admin', summary: 'Suggest a persona with AI',
  description: `${GPT_SUGGEST_PER_MINUTE} a minute per admin.`,
  request: { body: jsonBody(gptSuggestBody) },
  responses: {
    200: jsonAnswer(gptSuggestionResponse, 'A suggested name, handle, description and categories.'),
    400: errorAnswer('No topic was given (MISSING_TOPIC).'),
    429: errorAnswer(`More than ${GPT_SUGGEST_PER_MINUTE} suggestions this minute (RATE_LIMIT_EXCEEDED); see Retry-After.`),
    502: errorAnswer('The AI service failed (OPENAI_API_ERROR) or its answer was unusable (UNSUITABLE_OUTPUT).'),
    503: errorAnswer('The AI service is not configured (OPENAI_API_ERROR) or failed unexpectedly (SYSTEM_ERROR).'),
  },
});

const create = defineRoute({
  method: 'post', path: '/virtual-members', tag: 'Admin', access: 'admin', summary: 'Create a virtual member',
  description: 'With `autoBookmark`, filling its categories with videos starts at once.',
  request: { body: jsonBody(createVirtualMemberBody) },
  responses: { 201: jsonAnswer(createdVirtualMemberResponse, 'The member and their categories.'), 409: errorAnswer(HANDLE_TAKEN) },
});

const show = defineRoute({
  method: 'get', path: '/virtual-members/{id}', tag: 'Admin', access: 'admin', summary: 'A virtual member',
  request: byId(),
  responses: { 200: jsonAnswer(virtualMemberResponse, 'The member.'), 404: errorAnswer(NO_MEMBER) },
});

const edit = defineRoute({
  method: 'put', path: '/virtual-members/{id}', tag: 'Admin', access: 'admin', summary: 'Edit a virtual member',
  request: byId(updateVirtualMemberBody),
  responses: { 200: jsonAnswer(virtualMemberResponse, 'The member.'), 404: errorAnswer(NO_MEMBER), 409: errorAnswer(HANDLE_TAKEN) },
});

const remove = defineRoute({
  method: 'delete', path: '/virtual-members/{id}', tag: 'Admin', access: 'admin', summary: 'Delete a virtual member',
  request: byId(),
  responses: { 200: jsonAnswer(messageResponse, 'Deleted.'), 404: errorAnswer(NO_MEMBER) },
});

const publish = defineRoute({
  method: 'post', path: '/virtual-members/{id}/publish', tag: 'Admin', access: 'admin', summary: 'Publish a virtual member',
  request: byId(),
  responses: { 200: jsonAnswer(publishedMemberResponse, 'Published: the member as it is now.'), 404: errorAnswer(NO_MEMBER) },
});

/** /api/admin: virtual members (personas the back office creates and publishes; auto-bookmark.ts fills them). */
export const virtualMemberRoutes = routesApp()
  .openapi(list, async (c) => c.json((await listVirtualMembers(c.var.deps.db)).map(toMemberView), 200))

  .openapi(availability, async (c) => {
    const { db } = c.var.deps;
    const handle = slugifyHandle(c.req.valid('query').handle);
    const result = await checkHandle(db, handle);
    if (!result.available && !result.suggestion && handle.length > 0) result.suggestion = await suggestHandle(db, handle);
    return c.json(result, 200);
  })

  .openapi(suggest, async (c) => {
    const { db, ai } = c.var.deps;
    const body = c.req.valid('json');
    if (!body.topic) throw new ApiError(400, 'MISSING_TOPIC', 'Please select at least one topic');
    await limitPerMinute(c, `gpt-suggest:${c.var.me.id}`, GPT_SUGGEST_PER_MINUTE);
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
    return c.json(suggestion, 200);
  })

  .openapi(create, async (c) => {
    const { db, queue } = c.var.deps;
    const body = c.req.valid('json');
    await assertHandleFree(db, body.handle);
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

  .openapi(show, async (c) => {
    const member = await findVirtualMember(c.var.deps.db, c.req.valid('param').id);
    if (!member) throw memberNotFound();
    return c.json(toMemberView(member), 200);
  })

  .openapi(edit, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    if (!(await findVirtualMember(db, id))) throw memberNotFound();
    await assertHandleFree(db, body.handle, id);
    let updated;
    try {
      updated = await updateVirtualMember(db, id, { ...body, title: body.title || null });
    } catch (err) {
      if (isUniqueViolation(err)) throw handleTaken();
      throw err;
    }
    if (!updated) throw memberNotFound();
    return c.json(toMemberView(updated), 200);
  })

  .openapi(remove, async (c) => {
    if (!(await deleteVirtualMember(c.var.deps.db, c.req.valid('param').id))) throw memberNotFound();
    return c.json({ message: 'Virtual member deleted successfully' }, 200);
  })

  .openapi(publish, async (c) => {
    const member = await publishVirtualMember(c.var.deps.db, c.req.valid('param').id);
    if (!member) throw memberNotFound();
    return c.json({ message: 'Virtual member published successfully', user: toMemberView(member) }, 200);
  });
