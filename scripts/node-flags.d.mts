/** See node-flags.mjs: the V8 flags `npm start` gives node for this environment. */
export function startNodeFlags(env: Record<string, string | undefined>): string[];
/** See node-flags.mjs: the GLIBC_TUNABLES package.json's start script gives node. */
export function startGlibcTunables(): string;
