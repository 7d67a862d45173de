// `npm run typecheck`: one TypeScript program per environment, each with only its own globals
// (tsconfig.json: the Node side; web/, extension/, tests/, and the browser script the dev host
// serves, functions/dev/iframe-api-stub/). They share no state, so they run side
// by side, as many at a time as the machine has cores.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['tsconfig.json', 'web/tsconfig.json', 'tests/tsconfig.json', 'extension/tsconfig.json', 'functions/dev/iframe-api-stub/tsconfig.json'];
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...projects];
const results = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));

for (const { project, ok, output } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${project}`);
  if (!ok) process.stdout.write(output);
}
if (results.some((r) => !r.ok)) process.exit(1);
