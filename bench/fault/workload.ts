// Clients of the real Node host that save and edit bookmarks and read lists while the database
// fails under them, remembering every answer, and the check afterwards that nothing a client was
// told was saved is missing, and nothing is half-written. The fault bench and the outage test
// (tests/api/database-outage.test.ts) share it.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** One answer (or a failure to get one) as a client saw it. */
export interface Answer {
  kind: 'read' | 'write';
  /** The HTTP status; 0 when no answer came (connection refused or reset: the host is gone). */
  status: number;
  /** When the request was sent and answered, ms on performance.now()'s clock. */
  sentAt: number;
  at: number;
  /** A 503 that lacks DATABASE_UNAVAILABLE or Retry-After, or any answer the test refuses. */
  note?: string;
}

/** What the clients wrote, as they were told: the truth the database is checked against. */
export interface WriteLog {
  /** Bookmarks whose creation was answered 201: id → video id. */
  created: Map<string, string>;
  /** Per bookmark, the last note a 200 acknowledged, then the notes sent later whose answer was not 2xx. */
  notes: Map<string, { acked: string; unacked: string[] }>;
}

export interface Workload {
  answers: Answer[];
  writes: WriteLog;
  /** Resolves when every client has stopped. */
  stop(): Promise<void>;
}

const CATEGORIES_PER_BOOKMARK = 2;

/** Sends one request of a signed-in user to the host under test. */
export type Send = (path: string, init: { method?: string; json?: unknown }) => Promise<Response>;

/** `Send` over HTTP with a session cookie, as a browser of `origin` would. */
export function sendWithCookie(origin: string, cookie: string, timeoutMs = 30_000): Send {
  return (path, init) =>
    fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, origin, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
}

/** An 11-character video id no real lookup knows, unique to this client and step. */
const videoIdOf = (client: number, step: number) => `f${client.toString(36).padStart(3, '0')}${step.toString(36).padStart(7, '0')}`.slice(0, 11);

/**
 * Starts `clients` loops through `send`, each one: save a bookmark in both categories, read the
 * list, edit its note (and categories, one transaction), read the categories. Every request is
 * answered or fails on its own; a client never stops before `stop()`.
 */
export function startWorkload(options: { send: Send; categoryIds: string[]; clients: number }): Workload {
  const { send, categoryIds } = options;
  if (categoryIds.length !== CATEGORIES_PER_BOOKMARK) throw new Error(`The workload files each bookmark in ${CATEGORIES_PER_BOOKMARK} categories.`);
  const answers: Answer[] = [];
  const writes: WriteLog = { created: new Map(), notes: new Map() };
  let running = true;

  async function call(kind: Answer['kind'], path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: unknown }> {
    const sentAt = performance.now();
    let status = 0;
    let body: unknown = null;
    let note: string | undefined;
    try {
      const res = await send(path, init);
      status = res.status;
      body = await res.json().catch(() => null);
      if (status === 503) {
        const code = (body as { code?: unknown } | null)?.code;
        if (code !== 'DATABASE_UNAVAILABLE' || !res.headers.get('retry-after')) note = `503 ${String(code)} retry-after=${res.headers.get('retry-after')}`;
      } else if (status < 200 || status >= 300) {
        note = `${status} ${JSON.stringify(body).slice(0, 200)}`;
      }
    } catch (err) {
      note = `no answer: ${(err as Error).message}`;
    }
    answers.push({ kind, status, sentAt, at: performance.now(), ...(note ? { note } : {}) });
    return { status, body };
  }

  async function client(index: number) {
    let mine: string | null = null;
    for (let step = 0; running; step++) {
      const videoId = videoIdOf(index, step);
      const created = await call('write', '/api/bookmarks', { method: 'POST', json: { videoId, title: `Fault ${videoId}`, categoryIds } });
      if (created.status === 201) {
        mine = (created.body as { id: string }).id;
        writes.created.set(mine, videoId);
      }
      if (!running) break;
      await call('read', '/api/bookmarks?limit=20');
      if (mine && running) {
        const note = `note ${index}.${step}`;
        // The note and both categories together: one transaction, so all of it or none.
        const edited = await call('write', `/api/bookmarks/${mine}`, { method: 'PATCH', json: { note, categories: categoryIds } });
        const history = writes.notes.get(mine);
        if (edited.status === 200) writes.notes.set(mine, { acked: note, unacked: [] });
        else if (history) history.unacked.push(note);
        else writes.notes.set(mine, { acked: '', unacked: [note] });
      }
      if (running) await call('read', '/api/categories');
    }
  }

  const done = Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return {
    answers,
    writes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

export interface WriteCheck {
  /** Bookmarks answered 201 that are not in the database. */
  lostBookmarks: string[];
  /** Bookmarks whose last acknowledged note is neither there nor overwritten by a later attempt. */
  lostNotes: string[];
  /** Bookmarks in the database with only some of their categories. */
  halfWritten: string[];
  /** Bookmarks of the user in the database. */
  stored: number;
}

/** Reads the user's bookmarks straight from the database (not through the host) and checks `writes` against them. */
export async function checkWrites(databaseUrl: string, email: string, writes: WriteLog): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; note: string | null; categories: number }>(
      `SELECT b.id, b.note, (SELECT count(*)::int FROM bookmark_categories bc WHERE bc.bookmark_id = b.id) AS categories
         FROM bookmarks b JOIN users u ON u.id = b.user_id WHERE u.email = $1`,
      [email],
    );
    const stored = new Map(rows.map((r) => [r.id, r]));
    const lostBookmarks = [...writes.created.keys()].filter((id) => !stored.has(id));
    const lostNotes = [...writes.notes].filter(([id, { acked, unacked }]) => {
      const row = stored.get(id);
      if (!row || !acked) return false;
      return row.note !== acked && !unacked.includes(row.note ?? '');
    }).map(([id]) => id);
    const halfWritten = rows.filter((r) => r.categories !== CATEGORIES_PER_BOOKMARK).map((r) => r.id);
    return { lostBookmarks, lostNotes, halfWritten, stored: rows.length };
  } finally {
    await client.end();
  }
}

/** Seconds from `since` (performance.now()) to the first 2xx answer to a write sent after it. */
export function secondsToFirstWrite(answers: Answer[], since: number): number | null {
  const after = answers.filter((a) => a.kind === 'write' && a.sentAt >= since && a.status >= 200 && a.status < 300);
  if (!after.length) return null;
  return (Math.min(...after.map((a) => a.at)) - since) / 1000;
}
