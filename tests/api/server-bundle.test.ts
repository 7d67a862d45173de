// `npm start` runs the Node host from an esbuild bundle with plain `node` (scripts/build-server.mjs):
// this builds that bundle and runs it as `npm start` does, with no TypeScript loader.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughDevIdp } from '../../bench/http/sign-in.ts';
import { freePort } from '../support/free-port.ts';
import { buildServerBundle, waitForServer } from '../support/server-bundle.ts';

const root = new URL('../..', import.meta.url).pathname;

/** What a chunk of the bundle imports: package and built-in specifiers, and the bundle's own chunks (static ones apart). */
function importsOf(file: string) {
  const code = readFileSync(file, 'utf8');
  const staticSpecifiers = [...code.matchAll(/^import\s[^'"]*["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
  const dynamicSpecifiers = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
  const isRelative = (specifier: string) => specifier.startsWith('.');
  return {
    packages: [...staticSpecifiers, ...dynamicSpecifiers].filter((s) => !isRelative(s)),
    relative: [...staticSpecifiers, ...dynamicSpecifiers].filter(isRelative),
    staticRelative: staticSpecifiers.filter(isRelative),
  };
}

describe('the bundled Node host (npm start)', () => {
  let outDir: string;
  let dataDir: string;
  let server: ChildProcess;
  let origin: string;
  let output = '';

  beforeAll(async () => {
    ({ outDir } = buildServerBundle());
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-bundle-'));

    const port = await freePort();
    origin = `http://localhost:${port}`;
    // The environment of a fresh clone: no NODE_ENV, embedded database, dev sign-in.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir };
    server = spawn(process.execPath, [join(outDir, 'server.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    await waitForServer(`${origin}/api/config/google-client-id`, server, () => output);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports only packages, Node built-ins and its own chunks: none of our TypeScript files is loaded at run time', () => {
    const chunks = readdirSync(outDir).filter((name) => name.endsWith('.mjs'));
    for (const chunk of chunks) {
      const { packages, relative } = importsOf(join(outDir, chunk));
      if (chunk === 'server.mjs') expect(packages.length).toBeGreaterThan(0);
      for (const specifier of packages) expect(specifier).not.toMatch(/\.tsx?$/);
      for (const specifier of relative) expect(chunks).toContain(specifier.replace(/^\.\//, ''));
    }
  });

  it('starts without pg, the OpenAI SDK and PGlite on its main thread: the first two load when first asked for, PGlite on the database thread', () => {
    const atStart = new Set<string>();
    const visit = (chunk: string) => {
      const { packages, staticRelative } = importsOf(join(outDir, chunk));
      for (const specifier of packages) atStart.add(specifier);
      for (const specifier of staticRelative) visit(specifier.replace(/^\.\//, ''));
    };
    visit('server.mjs');
    expect(atStart).toContain('hono');
    expect(atStart).toContain('drizzle-orm/pglite/migrator');
    for (const notAtStart of ['pg', 'drizzle-orm/node-postgres', 'openai', '@electric-sql/pglite', 'drizzle-orm/pglite']) expect(atStart).not.toContain(notAtStart);
  });

  it('is ASCII only, so V8 keeps its source at one byte a character', () => {
    // One character outside Latin-1 (an arrow in a template, a dash in a regular expression, a
    // comment's section sign) makes V8 hold the whole 420 KB source as a two-byte string.
    for (const chunk of readdirSync(outDir).filter((name) => name.endsWith('.mjs'))) {
      const lines = readFileSync(join(outDir, chunk), 'utf8').split('\n');
      const outside = lines.map((line, i) => `${chunk}:${i + 1}: ${line.trim()}`).filter((line) => /[\u0080-\uffff]/.test(line));
      expect(outside).toEqual([]);
    }
  });

  it('formats no number through Intl: the first toLocaleString opens ICU data for every locale, ~5 MiB that stays resident', () => {
    for (const chunk of readdirSync(outDir).filter((name) => name.endsWith('.mjs'))) {
      const code = readFileSync(join(outDir, chunk), 'utf8');
      expect(code.match(/.{0,60}(?:\.toLocaleString\(|Intl\.NumberFormat).{0,20}/g) ?? []).toEqual([]);
    }
  });

  it('runs as one process with no loader: no tsx, no esbuild service beside it', () => {
    const cmdline = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(cmdline).toEqual([process.execPath, join(outDir, 'server.mjs')]);
    const children = readdirSync(`/proc/${server.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${server.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
    );
    expect(children).toEqual([]);
  });

  it('migrates the embedded database and answers the API from it', async () => {
    expect(output).toContain('database: embedded PGlite');
    // A public profile lookup reads the users table, which only the migrations create.
    const res = await fetch(`${origin}/api/public/nobody-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: expect.any(String) });
  });

  it('serves a first start on a new data directory lean: the thread that created the database has ended', () => {
    // initdb grows PGlite's WebAssembly memory to ~600 MiB for good; the server's own database
    // thread opens the database after it, at the size of a restart (~200 MiB in all).
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const residentMiB = Number(status.match(/^VmRSS:\s+(\d+) kB/m)![1]) / 1024;
    expect(residentMiB).toBeLessThan(400);
    const threads = Number(status.match(/^Threads:\s+(\d+)/m)![1]);
    expect(threads).toBeGreaterThan(1); // the database thread still serves
  });

  it('refuses a copied session cookie on the request right after sign-out, though its check was kept a moment before', async () => {
    const cookie = await signInThroughDevIdp(origin, 'bundle-memo@example.com');
    const me = () => fetch(`${origin}/api/auth/user`, { headers: { cookie } });
    // The second answer comes from the session memo (decision 016).
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);
    const signOut = await fetch(`${origin}/api/logout`, { method: 'POST', headers: { cookie, origin }, redirect: 'manual' });
    expect(signOut.status).toBeLessThan(400);
    expect((await me()).status).toBe(401);
  });

  it('mounts the dev identity provider and the offline fakes in dev mode', async () => {
    const jwks = await fetch(`${origin}/dev/idp/jwks`);
    expect(jwks.status).toBe(200);
    expect(await jwks.json()).toHaveProperty('keys');
    // The IFrame API stub is a file beside the sources: the bundle finds it there.
    const stub = await fetch(`${origin}/dev/youtube/iframe_api.js`);
    expect(stub.headers.get('content-type')).toMatch(/javascript/);
    expect(await stub.text()).toMatch(/window\.YT = \{[\s\S]*onYouTubeIframeAPIReady/);
  });

  it('finds the SPA beside the checkout when it is built, and says how to build it when not', async () => {
    const res = await fetch(`${origin}/categories`);
    if (existsSync(join(root, 'web/dist/index.html'))) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    } else {
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    }
  });
});
