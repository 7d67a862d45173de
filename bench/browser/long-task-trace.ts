// What the page's long tasks spend their time on: a Chrome trace of the scroll (the renderer's
// tasks, what runs inside them, and V8's CPU samples on the same clock), summed over the tasks
// over 50 ms. Used by `npm run bench:browser -- --trace`.
import type { CDPSession } from 'playwright-core';

/** Tasks, their contents (style, layout, paint, GC, script) and V8's samples. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'];

const LONG_TASK_US = 50_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, µs: the time other processes held the core is left out (a loaded machine still inflates it some). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
}

/**
 * Stops the trace and reads its events as they stream in: a minute of scrolling is more JSON than
 * one string may hold, so each event is parsed alone and only what the summary reads is kept.
 */
export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)));
  await cdp.send('Tracing.end');
  const stream = await done;
  const events: TraceEvent[] = [];
  const reader = new EventReader((event) => {
    // A task's contents are read by name and time only: their arguments are dropped.
    if (event.ph === 'X') events.push({ name: event.name, ph: 'X', ts: event.ts, dur: event.dur, tdur: event.tdur, pid: event.pid, tid: event.tid });
    else if (event.ph === 'M' || event.name === 'Profile' || event.name === 'ProfileChunk') events.push(event);
  });
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 1 << 22 });
    reader.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return events;
}

/** Cuts `{"traceEvents":[{…},{…}…]}`, fed in pieces, into its events. */
class EventReader {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private partial = '';
  constructor(private readonly onEvent: (event: TraceEvent) => void) {}

  push(text: string) {
    let start = this.partial ? 0 : -1;
    const source = this.partial + text;
    // Scanning resumes where the last piece ended: its state is kept, only its text is prepended.
    for (let i = this.partial.length; i < source.length; i++) {
      const c = source.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92 /* \\ */) this.escaped = true;
        else if (c === 34 /* " */) this.inString = false;
      } else if (c === 34) this.inString = true;
      else if (c === 123 /* { */ || c === 91 /* [ */) {
        if (this.depth === 2 && c === 123) start = i;
        this.depth++;
      } else if (c === 125 /* } */ || c === 93 /* ] */) {
        this.depth--;
        if (this.depth === 2 && c === 125 && start >= 0) {
          this.onEvent(JSON.parse(source.slice(start, i + 1)) as TraceEvent);
          start = -1;
        }
      }
    }
    this.partial = start >= 0 ? source.slice(start) : '';
  }
}

/** One frame's name as a profile shows it: function and where it is. */
function frameLabel({ functionName, url, lineNumber }: CallFrame): string {
  const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

export interface LongTaskSummary {
  /** The main thread's CPU time in all its tasks while scrolling, ms. */
  cpuMs: number;
  /** Tasks whose CPU time alone passed 50 ms, and the most CPU one task took, ms. */
  cpuLongTasks: number;
  cpuLongestMs: number;
  /** The ten tasks that took the most CPU, ms. */
  cpuTop: number[];
  tasks: number[];
  /** Time inside long tasks by trace event (self time), ms. */
  byEvent: [string, number][];
  /** Samples inside long tasks by the function running (self), ms. */
  jsSelf: [string, number][];
  /** Samples inside long tasks by every function on the stack (inclusive), ms. */
  jsTotal: [string, number][];
  /** The longest tasks, each with its largest parts. */
  longest: { ms: number; parts: [string, number][]; js: [string, number][] }[];
}

const top = (map: Map<string, number>, n: number): [string, number][] =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => [k, Math.round(v * 10) / 10]);

const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);

/** The renderer main thread with the most tasks: the page's. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String((e.args as { name?: string })?.name));
  const counts = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') add(counts, `${e.pid}:${e.tid}`, 1);
  const best = top(counts, 1)[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

/** V8's samples on the main thread as [timestamp µs, leaf node id], with the nodes by id. */
function samples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const out: [number, number][] = [];
  // Profile chunks carry the profile's id; the profile's own event names its thread.
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid) profiles.set(String(e.id), Number((e.args as { data: { startTime: number } }).data.startTime));
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profiles.has(String(e.id))) continue;
    const data = (e.args as { data: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } }).data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let time = profiles.get(String(e.id))!;
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      time += deltas[i] ?? 0;
      out.push([time, ids[i]!]);
    }
    profiles.set(String(e.id), time);
  }
  out.sort((a, b) => a[0] - b[0]);
  return { nodes, samples: out };
}

/** Sums what the long tasks in `events` did: trace events by self time, and V8 samples. */
export function summarizeLongTasks(events: TraceEvent[]): LongTaskSummary | null {
  const thread = mainThread(events);
  if (!thread) return null;
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const allTasks = onMain.filter((e) => e.name === 'RunTask');
  const tasks = allTasks.filter((e) => e.dur! > LONG_TASK_US);
  const cpu = allTasks.map((e) => e.tdur ?? 0);
  const { nodes, samples: all } = samples(events, thread.pid, thread.tid);
  const byEvent = new Map<string, number>();
  const jsSelf = new Map<string, number>();
  const jsTotal = new Map<string, number>();
  const longest: LongTaskSummary['longest'] = [];

  let cursor = 0;
  let sampleCursor = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // Self time of each event nested in the task: its duration less its children's.
    const parts = new Map<string, number>();
    const stack: { name: string; end: number; childUs: number; dur: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.end <= until) {
        const done = stack.pop()!;
        add(parts, done.name, (done.dur - done.childUs) / 1000);
        if (stack.length) stack.at(-1)!.childUs += done.dur;
      }
    };
    while (cursor < onMain.length && onMain[cursor]!.ts < task.ts) cursor++;
    for (; cursor < onMain.length && onMain[cursor]!.ts < end; cursor++) {
      const e = onMain[cursor]!;
      close(e.ts);
      stack.push({ name: e.name, end: e.ts + e.dur!, childUs: 0, dur: e.dur! });
    }
    close(Infinity);
    for (const [name, ms] of parts) add(byEvent, name, ms);

    const js = new Map<string, number>();
    while (sampleCursor < all.length && all[sampleCursor]![0] < task.ts) sampleCursor++;
    let previous = task.ts;
    for (; sampleCursor < all.length && all[sampleCursor]![0] < end; sampleCursor++) {
      const [time, id] = all[sampleCursor]!;
      const ms = (time - previous) / 1000;
      previous = time;
      const leaf = nodes.get(id);
      if (!leaf) continue;
      const label = frameLabel(leaf.callFrame);
      add(jsSelf, label, ms);
      add(js, label, ms);
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = leaf; node; node = node.parent !== undefined ? nodes.get(node.parent) : undefined) {
        const name = frameLabel(node.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        add(jsTotal, name, ms);
      }
    }
    longest.push({ ms: task.dur! / 1000, parts: top(parts, 6), js: top(js, 6) });
  }
  longest.sort((a, b) => b.ms - a.ms);
  return {
    cpuMs: Math.round(cpu.reduce((a, b) => a + b, 0) / 1000),
    cpuLongTasks: cpu.filter((us) => us > LONG_TASK_US).length,
    cpuLongestMs: Math.round(cpu.reduce((a, b) => Math.max(a, b), 0) / 1000),
    cpuTop: [...cpu].sort((a, b) => b - a).slice(0, 10).map((us) => Math.round(us / 1000)),
    tasks: tasks.map((t) => Math.round(t.dur! / 100) / 10),
    byEvent: top(byEvent, 15),
    jsSelf: top(jsSelf, 25),
    jsTotal: top(jsTotal, 150),
    longest: longest.slice(0, 5).map((l) => ({ ...l, ms: Math.round(l.ms) })),
  };
}
