// Reading an import's file, without the database: how long the parse of a 10 MB JSON export
// (Karakeep's shape) and of a 10 MB Tube Archivist NDJSON file of videos takes, run at once.
//
//   npx tsx bench/import-parse.ts [--root DIR]... [--runs 5]
//
// --root reads the parser of another checkout (a commit before a change); given more than once,
// the checkouts' parsers take turns run by run in this one process, so the machine's load falls
// on each alike. Prints the best and the median of the runs, wall-clock and CPU time, and the load.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const given = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--root' ? [resolve(arg)] : []));
const roots = given.length ? given : [new URL('..', import.meta.url).pathname];
const runs = Number(option('--runs', '5'));
const parsers = await Promise.all(
  roots.map(async (root) => {
    const { parseImportSteps } = await import(pathToFileURL(`${root}/functions/lib/import-formats/parse.ts`).href);
    const { runAtOnce } = await import(pathToFileURL(`${root}/functions/lib/import-formats/steps.ts`).href);
    return { root, parse: (text: string) => runAtOnce(parseImportSteps(text)) as { items: unknown[] } };
  }),
);

const SIZE = 10 * 1024 * 1024;
const words = 'a fairly ordinary video title about cooking, music and travel with a few more words in it';
const id = (i: number) => `v${i.toString(36).padStart(10, '0')}`.slice(0, 11);
function filled(entry: (i: number) => string): string {
  const parts: string[] = [];
  for (let i = 0, length = 0; length < SIZE; i++) {
    parts.push(entry(i));
    length += parts.at(-1)!.length;
  }
  return parts.join('');
}

const files: Record<string, string> = {
  'Karakeep JSON': `{"bookmarks":[${filled((i) => `${i ? ',' : ''}{"createdAt":1700000000,"title":"${words} ${i}","note":"n","tags":["a","b"],"content":{"type":"link","url":"https://www.youtube.com/watch?v=${id(i)}"}}`)}]}`,
  'Tube Archivist NDJSON': filled(
    (i) =>
      `{"index": {"_index": "ta_video", "_id": "${id(i)}"}}\n{"youtube_id": "${id(i)}", "title": "${words} ${i}", "date_downloaded": 1700000000, "published": "2023-11-01", "player": {"duration": 100, "duration_str": "1m 40s", "watched": false}, "channel": {"channel_id": "UCxxxxxxxxxxxxxxxxxxxxxx", "channel_name": "Some channel"}, "tags": ["a", "b"], "stats": {"view_count": 1000, "like_count": 50}}\n`,
  ),
};

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `best ${sorted[0]!.toFixed(0)}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`;
};
for (const [name, text] of Object.entries(files)) {
  const results = parsers.map(() => ({ wall: [] as number[], cpu: [] as number[], count: 0 }));
  for (let run = 0; run < runs; run++) {
    parsers.forEach(({ parse }, p) => {
      const result = results[p]!;
      const started = performance.now();
      const cpu = process.cpuUsage();
      try {
        result.count = parse(text).items.length;
      } catch (err) {
        result.count = -1; // a format this checkout does not read
        if (run === 0) console.log(`${name}, ${roots[p]}: ${(err as Error).constructor.name}`);
      }
      const used = process.cpuUsage(cpu);
      result.cpu.push((used.user + used.system) / 1000);
      result.wall.push(performance.now() - started);
    });
  }
  console.log(`${name} (${(text.length / 1024 / 1024).toFixed(1)} MB), load ${load()}:`);
  parsers.forEach(({ root }, p) => {
    const { wall, cpu, count } = results[p]!;
    console.log(`  ${root}: ${count} entries; wall ${summary(wall)}; CPU ${summary(cpu)}`);
  });
}
