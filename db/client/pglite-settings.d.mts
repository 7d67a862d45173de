import type { PGlite } from '@electric-sql/pglite';

export const TYPES_KEPT_AS_TEXT: number[];
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob; typesKeptAsText?: number[] }): Promise<PGlite>;
