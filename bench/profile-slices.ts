// The slices of a V8 CPU profile (`node --cpu-prof`, e.g. from bench:http's --node-flags): self time
// by function and by where the code comes from (a package, the app's own folders, Node's
// internals, native work), as bench/profiles.md reports them.
//   npx tsx bench/profile-slices.ts scratch/prof/CPU.*.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code comes from: a package, one of the app's folders, or Node/V8. */
function origin(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : `(native) ${name}`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const app = url.match(/\/(functions|db|web|bench)\/([^/]+)/);
  return app ? `${app[1]}/${app[2]}` : url.replace(/^.*\//, '');
}

const files = process.argv.slice(2).filter((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 25;
const byFunction = new Map<string, number>();
const byOrigin = new Map<string, number>();
let total = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    total += ms;
    const fn = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\/(node_modules\/)?/, '')}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    const o = origin(url, functionName);
    byOrigin.set(o, (byOrigin.get(o) ?? 0) + ms);
  });
}
const table = (title: string, map: Map<string, number>) => {
  console.log(`\n| ${title} | self ms | share |\n|---|---:|---:|`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${key.replace(/\|/g, '\\|')} | ${ms.toFixed(0)} | ${((ms / total) * 100).toFixed(1)}% |`);
  }
};
console.log(`${files.length} profile(s), ${total.toFixed(0)} ms of CPU (idle left out).`);
table('where', byOrigin);
table('function', byFunction);
