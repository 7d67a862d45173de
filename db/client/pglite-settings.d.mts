import type { PGlite } from '@electric-sql/pglite';

export function createPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite>;
