import type { BatchDeleteResult } from '../../../../../functions/schemas/responses.ts';

/** DELETE /api/bookmarks/batch's answer. */
export type BatchDeleteAnswer = BatchDeleteResult;

export interface BatchDeleteSummary {
  deletedIds: string[];
  notice: { title: string; description?: string; variant: 'default' | 'destructive' };
}

/** The toast's words; English (spec 1 §8) unless the screen passes its translation. */
export interface BatchDeleteTexts {
  allDeleted(count: number): string;
  someDeleted(deleted: number, total: number): string;
  someFailed(count: number): string;
}

const ENGLISH: BatchDeleteTexts = {
  allDeleted: (count) => `Successfully deleted ${count} bookmark(s)`,
  someDeleted: (deleted, total) => `Deleted ${deleted} of ${total} bookmarks`,
  someFailed: (count) => `${count} bookmark(s) failed to delete`,
};

/**
 * What a DELETE /api/bookmarks/batch answer means for the screen (spec 1 §8): the ids that are
 * gone, and the toast: 'Successfully deleted n bookmark(s)', or on a partial failure
 * 'Deleted x of y bookmarks' with 'n bookmark(s) failed to delete'.
 */
export function summarizeBatchDelete(ids: string[], answer: BatchDeleteAnswer, texts: BatchDeleteTexts = ENGLISH): BatchDeleteSummary {
  const failed = new Set(answer.errors.map((e) => e.id));
  const deletedIds = ids.filter((id) => !failed.has(id));
  if (answer.errors.length === 0) {
    return { deletedIds, notice: { title: texts.allDeleted(answer.deletedCount), variant: 'default' } };
  }
  return {
    deletedIds,
    notice: {
      title: texts.someDeleted(answer.deletedCount, ids.length),
      description: texts.someFailed(answer.errors.length),
      variant: 'destructive',
    },
  };
}
