export interface BatchDeleteAnswer {
  deletedCount: number;
  errors: { id: string; code?: string; message?: string }[];
}

export interface BatchDeleteSummary {
  deletedIds: string[];
  notice: { title: string; description?: string; variant: 'default' | 'destructive' };
}

/**
 * What a DELETE /api/bookmarks/batch answer means for the screen (spec 1 §8): the ids that are
 * gone, and the toast: 'Successfully deleted n bookmark(s)', or on a partial failure
 * 'Deleted x of y bookmarks' with 'n bookmark(s) failed to delete'.
 */
export function summarizeBatchDelete(ids: string[], answer: BatchDeleteAnswer): BatchDeleteSummary {
  const failed = new Set(answer.errors.map((e) => e.id));
  const deletedIds = ids.filter((id) => !failed.has(id));
  if (answer.errors.length === 0) {
    return { deletedIds, notice: { title: `Successfully deleted ${answer.deletedCount} bookmark(s)`, variant: 'default' } };
  }
  return {
    deletedIds,
    notice: {
      title: `Deleted ${answer.deletedCount} of ${ids.length} bookmarks`,
      description: `${answer.errors.length} bookmark(s) failed to delete`,
      variant: 'destructive',
    },
  };
}
