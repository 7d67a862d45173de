// What compressing one API answer costs at each level the Node host could use: bytes out and CPU
// per call. Feed it answers saved from a running server, e.g.
//   curl -s -H "Cookie: $COOKIE" -H "Accept-Encoding: identity" 'http://localhost:8080/api/bookmarks?limit=20' > scratch/page20.json
//   npx tsx bench/compress-levels.ts scratch/page20.json [--calls 2000]
// Under valgrind (`valgrind --tool=callgrind node --import tsx bench/compress-levels.ts FILE --only br2`)
// each level's instructions can be counted apart from the machine's load.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const LEVELS: Record<string, (body: Buffer) => Buffer> = Object.fromEntries([
  ...[5, 4, 2, 1].map((q) => [`br${q}`, (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_LGWIN]: 16 } })]),
  ...[6, 1].map((level) => [`gzip${level}`, (body: Buffer) => gzipSync(body, { level })]),
]);

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const calls = Number(flag('--calls') ?? 2000);
const only = flag('--only');
const files = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));

for (const file of files) {
  const body = readFileSync(file);
  console.log(`${file}: ${body.byteLength} bytes`);
  for (const [name, compress] of Object.entries(LEVELS)) {
    if (only && name !== only) continue;
    let out = compress(body);
    for (let i = 0; i < calls / 10; i++) compress(body); // compiled and warm before the count
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) out = compress(body);
    const used = process.cpuUsage(start);
    console.log(`  ${name.padEnd(6)} ${String(out.byteLength).padStart(7)} bytes  ${((used.user + used.system) / calls).toFixed(1).padStart(7)} µs CPU per call`);
  }
}
