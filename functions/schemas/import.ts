/** What an import does with videos already in the library: leave them, or give them the file's state. */
export const IMPORT_EXISTING_MODES = ['skip', 'update'] as const;
export type ImportExistingMode = (typeof IMPORT_EXISTING_MODES)[number];
