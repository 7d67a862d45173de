import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { OpenApiDocument } from './document.ts';
import { ACCESS_TEXT, type Access } from './route.ts';

/**
 * GET /api/docs: the OpenAPI document as a readable page, rendered on the server. Plain HTML and
 * one stylesheet (/api/docs.css): no script, no CDN, so the strict CSP of the page holds.
 */
type Json = Record<string, any>;
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ACCESS_LABEL: Record<Access, string> = { public: 'Public', optional: 'Public', user: 'Session or token', session: 'Session only', admin: 'Admin session' };

/** "vidshelf.example/api/bookmarks" style anchors: stable, readable ids. */
const anchor = (method: string, path: string) => `${method}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`.toLowerCase();

function resolve(doc: OpenApiDocument, schema: Json | undefined): Json | undefined {
  if (schema?.$ref) return doc.components.schemas?.[String(schema.$ref).split('/').pop()!];
  return schema;
}

/** One line saying what a value is: "string, uuid", "integer 1–100, default 20", "one of a, b". */
export function describeType(doc: OpenApiDocument, raw: Json | undefined): string {
  const s = resolve(doc, raw);
  if (!s) return 'any';
  if (raw?.$ref) return String(raw.$ref).split('/').pop()!;
  if (s.anyOf || s.oneOf) {
    const parts = (s.anyOf ?? s.oneOf) as Json[];
    return parts.map((p) => describeType(doc, p)).join(' or ');
  }
  if (s.enum) return `one of ${s.enum.map((v: unknown) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  const bits: string[] = [];
  if (s.type === 'array') bits.push(`array of ${describeType(doc, s.items)}`);
  else bits.push(Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any'));
  if (s.format) bits.push(s.format);
  if (s.pattern && !s.format) bits.push(`pattern ${s.pattern}`);
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) bits.push(`${min}–${max}${unit}`);
    else if (min !== undefined) bits.push(`at least ${min}${unit}`);
    else if (max !== undefined) bits.push(`at most ${max}${unit}`);
  };
  range(s.minLength, s.maxLength, ' characters');
  range(s.minimum, s.maximum, '');
  range(s.minItems, s.maxItems, ' items');
  if (s.default !== undefined) bits.push(`default ${JSON.stringify(s.default)}`);
  if (s.description) bits.push(`(${s.description})`);
  return bits.join(', ');
}

/** An object schema as a field table; anything else as one line. */
function schemaView(doc: OpenApiDocument, raw: Json | undefined): Html {
  const s = resolve(doc, raw);
  const props = s?.properties as Record<string, Json> | undefined;
  const name = raw?.$ref ? html`<p class="schema-name">${String(raw.$ref).split('/').pop()}</p>` : '';
  if (s?.type === 'array' && resolve(doc, s.items)?.properties) {
    return html`<p>An array of:</p>${schemaView(doc, s.items)}`;
  }
  if (!props) return html`<p><code>${describeType(doc, raw)}</code></p>`;
  const required = new Set<string>(s?.required ?? []);
  return html`${name}<table class="fields">
    <thead><tr><th>Field</th><th>Type</th><th>Required</th></tr></thead>
    <tbody>${Object.entries(props).map(
      ([key, value]) => html`<tr><td><code>${key}</code></td><td>${describeType(doc, value)}</td><td>${required.has(key) ? 'yes' : 'no'}</td></tr>`,
    )}</tbody>
  </table>`;
}

function operationView(doc: OpenApiDocument, method: string, path: string, op: Json): Html {
  const access = (op['x-access'] ?? 'public') as Access;
  const params = (op.parameters ?? []) as Json[];
  const body = op.requestBody?.content as Record<string, Json> | undefined;
  const responses = Object.entries((op.responses ?? {}) as Record<string, Json>);
  return html`<article class="operation" id="${anchor(method, path)}">
    <h3><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${path}</code></h3>
    <p class="summary">${op.summary ?? ''} <span class="access access-${access}" title="${ACCESS_TEXT[access]}">${ACCESS_LABEL[access]}</span></p>
    ${String(op.description ?? '')
      .split('\n\n')
      .filter(Boolean)
      .map((para) => html`<p>${para}</p>`)}
    ${params.length
      ? html`<h4>Parameters</h4><table class="fields">
          <thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th></tr></thead>
          <tbody>${params.map((p) => html`<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${describeType(doc, p.schema)}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`)}</tbody>
        </table>`
      : ''}
    ${body
      ? Object.entries(body).map(([media, content]) => html`<h4>Request body <span class="media">${media}</span></h4>${schemaView(doc, content.schema)}`)
      : ''}
    <h4>Responses</h4>
    <dl class="responses">${responses.map(([status, answer]) => {
      const schema = answer.content ? (Object.values(answer.content as Record<string, Json>)[0]?.schema as Json | undefined) : undefined;
      const shown = Number(status) < 300 && schema && (schema.$ref || schema.type === 'array') ? schemaView(doc, schema) : '';
      return html`<dt class="status status-${status[0]}xx">${status}</dt><dd>${answer.description ?? ''}${shown}</dd>`;
    })}</dl>
  </article>`;
}

export function renderDocsPage(doc: OpenApiDocument, options: { origin: string; tokenRateLimit: number }): Html {
  const limit = options.tokenRateLimit;
  const byTag = new Map<string, { method: string; path: string; op: Json }[]>((doc.tags ?? []).map((t: Json) => [t.name as string, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = (op.tags?.[0] as string | undefined) ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, op });
    }
  }
  const tagDescription = new Map<string, string>((doc.tags ?? []).map((t: Json) => [t.name, t.description ?? '']));
  const tagId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const base = options.origin.replace(/\/$/, '');

  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vidshelf API reference</title>
<link rel="stylesheet" href="/api/docs.css">
</head>
<body>
<header class="page-header">
  <h1>Vidshelf API reference</h1>
  <p>Everything the web app does goes through this API. Scripts and apps use it with a personal API token. The same description as OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</header>
<div class="layout">
<nav class="toc" aria-label="Contents">
  <p><a href="#authentication">Authentication</a></p>
  <p><a href="#limits">Rate limits and errors</a></p>
  ${[...byTag].filter(([, ops]) => ops.length).map(
    ([tag, ops]) => html`<details open><summary><a href="#${tagId(tag)}">${tag}</a></summary><ul>${ops.map(
      ({ method, path }) => html`<li><a href="#${anchor(method, path)}"><span class="method method-${method}">${method.toUpperCase()}</span> ${path}</a></li>`,
    )}</ul></details>`,
  )}
</nav>
<main>
<section id="authentication">
  <h2>Authentication</h2>
  <p>Create a personal API token under <strong>Settings &rarr; API tokens</strong> in the web app. It is shown once: copy it then. Send it in the <code>Authorization</code> header:</p>
  <pre><code>curl -H "Authorization: Bearer vs_&hellip;" ${base}/api/bookmarks</code></pre>
  <p>Save a video, or create a category (a token needs no Origin header or cookie):</p>
  <pre><code>curl -X POST -H "Authorization: Bearer vs_&hellip;" -H "Content-Type: application/json" \\
  -d '{"videoId":"dQw4w9WgXcQ"}' ${base}/api/bookmarks

curl -X POST -H "Authorization: Bearer vs_&hellip;" -H "Content-Type: application/json" \\
  -d '{"name":"Recipes"}' ${base}/api/categories</code></pre>
  <p>A token acts as you, with your permissions, except that it cannot make admin calls (<code>/api/admin/&hellip;</code>), manage tokens (<code>/api/tokens</code>), mint the browser extension's token or sign every browser out (<code>/api/auth/sign-out-everywhere</code>): those answer <code>403</code> even for an administrator. Revoking a token in Settings stops it at once (<code>401</code>). "Sign out of all devices" ends browser sessions and the extension's sign-in, not personal tokens: revoke those in Settings. Deleting the account deletes its tokens.</p>
  <p>The web app itself uses the <code>vidshelf_session</code> cookie; its changing calls must carry the site's <code>Origin</code> header.</p>
</section>
<section id="limits">
  <h2>Rate limits and errors</h2>
  <p>Each personal token may make <strong>${limit} requests a minute</strong> (a fixed window). Every answer to a token call carries the limit's state in the headers of the IETF draft <em>RateLimit header fields for HTTP</em>:</p>
  <pre><code>RateLimit-Limit: ${limit}
RateLimit-Remaining: ${Math.max(0, limit - 3)}
RateLimit-Reset: 42</code></pre>
  <p><code>RateLimit-Reset</code> is the number of seconds until the window ends. Over the limit the answer is <code>429</code> with <code>Retry-After</code> (seconds) and the body <code>{"message": "&hellip;", "code": "RATE_LIMIT_EXCEEDED"}</code>.</p>
  <p>Every answer that is not a success has the body <code>{"message", "code"}</code>: a readable message and one of a fixed list of codes (<code>VALIDATION_ERROR</code>, <code>UNAUTHORIZED</code>, <code>FORBIDDEN</code>, <code>NOT_FOUND</code>, &hellip;). Another user's resource is always <code>404</code>.</p>
</section>
${[...byTag].filter(([, ops]) => ops.length).map(
  ([tag, ops]) => html`<section id="${tagId(tag)}">
    <h2>${tag}</h2>
    <p>${tagDescription.get(tag) ?? ''}</p>
    ${ops.map(({ method, path, op }) => operationView(doc, method, path, op))}
  </section>`,
)}
</main>
</div>
</body>
</html>`;
}
