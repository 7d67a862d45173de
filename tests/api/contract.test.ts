// The published API is true: requests generated from /api/openapi.json itself, for every operation
// it lists (valid and invalid input; as the owner of the data, as another user, with a personal
// API token, anonymous, as an administrator), get only the statuses the document declares for that
// operation, and every body validates against the schema it declares. A route answering a status
// its declaration does not list, or a body its schema does not describe, fails here.
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../functions/openapi/document.ts';
import { fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { TestBrowser } from '../support/browser.ts';
import { startFakeOpenAI, startFakeYouTubeServer } from '../support/fake-services.ts';
import { createBookmark, createCategory } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { type Pools, offValue, resolve, valueOf } from '../support/schema-arbitraries.ts';

type Json = Record<string, any>;

/** Generated requests per operation and database: enough to meet each caller, bounded for CI. */
const CASES = 16;
const SEED = 20261127;
const CALLERS = ['owner', 'other', 'token', 'anonymous', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface Operation {
  method: string;
  path: string;
  spec: Json;
}

interface Case {
  caller: Caller;
  valid: boolean;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * Reads before writes, deletions after them, and what ends sessions or accounts last, so the
 * callers stay signed in and the ids keep pointing at rows for as long as possible.
 */
function rank({ method, path }: Operation): number {
  if (/sign-out-everywhere|logout/.test(path) && method !== 'get') return 4;
  if (path === '/api/admin/users/{id}' && method === 'delete') return 3;
  return method === 'get' ? 0 : method === 'delete' ? 2 : 1;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** Path parameters that fill a segment: an empty one, '.' or '..' would make another path than the template's. */
const isSegment = (params: Record<string, unknown>) => Object.values(params).every((v) => !['', '.', '..'].includes(text(v)));

/** A file an import accepts: a list of video addresses. */
const importFile = () => new File([fakeVideos.slice(0, 3).map((v) => `https://www.youtube.com/watch?v=${v.id}`).join('\n')], 'videos.txt', { type: 'text/plain' });

describe.each(databaseKinds)('the published API on %s', (kind) => {
  let ctx: ApiContext;
  let doc: OpenApiDocument;
  let operations: Operation[];
  const browsers = {} as Record<Caller, TestBrowser>;
  let token = '';
  const pools: Pools = { ids: [], named: {} };
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

  let fakes: { close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    const youtube = await startFakeYouTubeServer();
    const openai = await startFakeOpenAI();
    fakes = [youtube, openai];
    // The token's per-minute limit is not what this test is about: every token call reaches its route.
    ctx = await createApiContext(kind, { ...youtube.env, ...openai.env, API_TOKEN_RATE_LIMIT: '100000' });
    const served = await ctx.app.request('/api/openapi.json');
    doc = (await served.json()) as OpenApiDocument;
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    operations = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.entries(item).map(([method, spec]) => ({ method, path, spec })))
      .sort((a, b) => rank(a) - rank(b));

    // Two users with categories, bookmarks and a public profile; the owner subscribes to the other's.
    const owner = await signInAs(ctx, `contract-owner-${kind}@example.com`);
    const other = await signInAs(ctx, `contract-other-${kind}@example.com`);
    const admin = await signInAs(ctx, 'admin@example.com');
    const handles = [`owner-${kind}`, `other-${kind}`];
    for (const [i, person] of [owner, other].entries()) {
      await person.send('POST', '/api/user/handle', { handle: handles[i] });
      await person.send('PUT', '/api/settings/privacy', { isPublic: true });
      const open = await createCategory(ctx.db, person.user, { isPublic: true, subscribable: true });
      const closed = await createCategory(ctx.db, person.user, { isPublic: false });
      const made = [];
      for (let n = 0; n < 3; n++) made.push(await createBookmark(ctx.db, person.user, { videoId: fakeVideos[n]!.id, categoryIds: [n ? open.id : closed.id] }));
      pools.ids.push(open.id, closed.id, ...made.map((b) => b.id));
    }
    expect((await owner.send('POST', `/api/categories/${pools.ids[5]}/subscribe`)).status).toBe(200);
    const created = await owner.send('POST', '/api/tokens', { name: 'Contract' });
    token = created.body.token;
    const member = await admin.send('POST', '/api/admin/virtual-members', { firstName: 'Ann', handle: `member-${kind}`, categories: [{ name: 'Jazz' }] });
    const run = await admin.send('POST', `/api/admin/categories/${member.body.categories[0].id}/auto-bookmark`, { topic: 'Jazz' });
    const upload = new FormData();
    upload.set('file', importFile());
    const imported = await owner.browser.request('/api/import', { method: 'POST', body: upload });
    pools.ids.push(created.body.id, member.body.user.id, member.body.categories[0].id, run.body.runId, ((await imported.json()) as Json).id, crypto.randomUUID());
    pools.named = { handle: [...handles, `member-${kind}`], videoId: fakeVideos.slice(0, 5).map((v) => v.id), category: ['jazz'] };
    Object.assign(browsers, { owner: owner.browser, other: other.browser, admin: admin.browser, token: ctx.browser(), anonymous: ctx.browser() });
  });
  afterAll(async () => {
    await ctx?.close();
    for (const fake of fakes) await fake.close();
  });

  /** Path, query and body of an operation's request: what its declaration takes, or values off it. */
  function casesOf(op: Operation): fc.Arbitrary<Case> {
    const parameters = (op.spec.parameters ?? []) as Json[];
    const side = (where: string, valid: boolean) =>
      fc.record(
        Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, valid ? valueOf(p.schema, doc, pools, p.name) : fc.oneof(valueOf(p.schema, doc, pools, p.name), offValue)])) as Record<string, fc.Arbitrary<unknown>>,
        { requiredKeys: parameters.filter((p) => p.in === where && (p.required || !valid)).map((p) => p.name) },
      );
    const content = (op.spec.requestBody?.content ?? {}) as Record<string, Json>;
    const [media] = Object.keys(content);
    const body = (valid: boolean) => (media ? (valid ? valueOf(content[media]!.schema, doc, pools) : offValue) : fc.constant(undefined));
    return fc.record({ caller: fc.constantFrom(...CALLERS), valid: fc.boolean() }).chain(({ caller, valid }) =>
      fc.record({ caller: fc.constant(caller), valid: fc.constant(valid), params: side('path', true).filter(isSegment), query: side('query', valid), body: body(valid) }),
    );
  }

  async function send(op: Operation, c: Case) {
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(text(c.params[name])));
    const query = new URLSearchParams(Object.entries(c.query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, text(v)]));
    const url = query.size ? `${path}?${query}` : path;
    const headers = c.caller === 'token' ? { authorization: `Bearer ${token}` } : undefined;
    const media = Object.keys(op.spec.requestBody?.content ?? {})[0];
    if (media === 'multipart/form-data') {
      const form = new FormData();
      for (const [key, value] of Object.entries((c.body ?? {}) as Json)) if (value !== undefined) form.set(key, resolve(doc, op.spec.requestBody.content[media].schema).properties?.[key]?.format === 'binary' ? importFile() : text(value));
      return browsers[c.caller].request(url, { method: op.method.toUpperCase(), body: form, headers });
    }
    return browsers[c.caller].request(url, { method: op.method.toUpperCase(), json: c.body, headers });
  }

  /** What is wrong with an answer by the operation's declaration, or null. */
  async function problemOf(op: Operation, res: Response): Promise<string | null> {
    const body = await res.text();
    const declared = op.spec.responses?.[String(res.status)] ?? op.spec.responses?.[`${String(res.status)[0]}XX`] ?? op.spec.responses?.default;
    if (!declared) return `answered ${res.status}, which is not declared: ${body.slice(0, 200)}`;
    const content = (declared.content ?? {}) as Record<string, Json>;
    if (Object.keys(content).length === 0) return body === '' ? null : `answered ${res.status} with a body where none is declared`;
    const type = res.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!(type in content)) return `answered ${res.status} as ${type || 'nothing'}, declared ${Object.keys(content).join(', ')}`;
    if (type !== 'application/json') return null;
    const pointer = ['paths', op.path, op.method, 'responses', String(res.status), 'content', type, 'schema']
      .map((key) => key.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    const validate = ajv.getSchema(`openapi.json#/${pointer}`) ?? ajv.compile({ $ref: `openapi.json#/${pointer}` });
    if (validate(JSON.parse(body))) return null;
    return `answered ${res.status} with a body its schema refuses: ${ajv.errorsText(validate.errors)}; ${body.slice(0, 200)}`;
  }

  it('answers every generated request with a declared status and a body its schema describes', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const [i, op] of operations.entries()) {
      for (const c of fc.sample(casesOf(op), { seed: SEED + i, numRuns: CASES })) {
        const problem = await problemOf(op, await send(op, c));
        if (problem) problems.push(`${op.method.toUpperCase()} ${op.path} as ${c.caller}, ${c.valid ? 'valid' : 'invalid'} input ${text({ ...c.params, ...c.query }).slice(0, 120)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // About a thousand requests: seconds on a quiet machine, far longer on a busy one.
  }, 180_000);
});
