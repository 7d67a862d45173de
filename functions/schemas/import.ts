/** What an import does with videos already in the library: leave them, or give them the file's state. */
export const IMPORT_EXISTING_MODES = ['skip', 'update'] as const;
export type ImportExistingMode = (typeof IMPORT_EXISTING_MODES)[number];

/**
 * Why an import failed, as a code beside its English `error`: the screen shows its own text for
 * the code in the person's language.
 */
export const IMPORT_FAILURES = ['UNRECOGNISED_FILE', 'ZIP_REFUSED', 'TOO_MANY_ENTRIES', 'UPLOAD_INTERRUPTED', 'IMPORT_STOPPED'] as const;
export type ImportFailure = (typeof IMPORT_FAILURES)[number];
