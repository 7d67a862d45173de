import useSWR from 'swr';
import type { ImportReport } from '../../../../functions/schemas/responses.ts';
import { ApiError, fetcher } from '../../lib/api';

import { IMPORT_EXISTING_MODES, type ImportExistingMode } from '../../../../functions/schemas/import.ts';

// POST /api/import (202, the import as queued) and GET /api/import/{id} answer an ImportReport.
export type { ImportReport } from '../../../../functions/schemas/responses.ts';

/** What an import does with videos already in the library. */
export const EXISTING_CHOICES = IMPORT_EXISTING_MODES;
export type ExistingChoice = ImportExistingMode;

/** The export downloads; each one's label and hint live in `libraryTransfer:export.formats`. */
export const EXPORT_FORMATS = ['json', 'csv', 'html'] as const;

export const exportUrl = (format: string) => `/api/export?format=${format}`;
export const importKey = (id: string) => `/api/import/${encodeURIComponent(id)}`;

/** The formats the server detects; each one's name on screen lives in `libraryTransfer:formats`. */
export const DETECTED_FORMATS = ['netscape-html', 'takeout-csv', 'takeout-zip', 'pocket-csv', 'raindrop-csv', 'url-list', 'karakeep-json', 'linkwarden-json', 'vidshelf-json', 'vidshelf-csv', 'tubearchivist-zip', 'tubearchivist-json'] as const;
export type DetectedFormat = (typeof DETECTED_FORMATS)[number];
export const isDetectedFormat = (format: string): format is DetectedFormat => (DETECTED_FORMATS as readonly string[]).includes(format);

/**
 * Sends the file (multipart, as the picker gave it). Not apiRequest: that one sends JSON. Any
 * non-OK answer becomes an ApiError with the server's message.
 */
export async function startImport(file: File, options: { categoryId?: string; existing?: ExistingChoice } = {}): Promise<ImportReport> {
  const form = new FormData();
  form.set('file', file);
  if (options.categoryId) form.set('categoryId', options.categoryId);
  if (options.existing) form.set('existing', options.existing);
  const response = await fetch('/api/import', { method: 'POST', credentials: 'include', body: form });
  const text = await response.text();
  let body: { message?: unknown; code?: unknown } | null = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page: the status line still makes a message.
  }
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  return body as unknown as ImportReport;
}

/** The import's progress, polled every second until it is finished. */
export function useImportReport(id: string | null) {
  return useSWR<ImportReport | null>(id ? importKey(id) : null, fetcher, {
    refreshInterval: (data) => (data && (data.status === 'completed' || data.status === 'failed') ? 0 : 1000),
    revalidateOnFocus: false,
  });
}
