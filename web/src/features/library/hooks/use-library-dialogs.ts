import { useState } from 'react';
import type { Bookmark } from '../../../lib/models';

export interface AddRequest {
  initialUrl?: string;
  defaultCategoryId?: string;
}

/**
 * Which of the library screen's dialogs is open, and with what. Closing keeps the payload, so a
 * dialog keeps its content while it animates out.
 */
export function useLibraryDialogs() {
  const [add, setAdd] = useState<{ open: boolean; request: AddRequest }>({ open: false, request: {} });
  const [editing, setEditing] = useState<Bookmark | null>(null);
  const [deleting, setDeleting] = useState<Bookmark | null>(null);
  const [batchDelete, setBatchDelete] = useState({ open: false, ids: [] as string[] });
  const [batchCategories, setBatchCategories] = useState({ open: false, ids: [] as string[] });
  const [manage, setManage] = useState<{ open: boolean; tab: 'create' | 'list' }>({ open: false, tab: 'list' });
  return {
    add,
    openAdd: (request: AddRequest = {}) => setAdd({ open: true, request }),
    closeAdd: () => setAdd((s) => ({ ...s, open: false })),
    editing,
    setEditing,
    deleting,
    setDeleting,
    batchDelete,
    openBatchDelete: (ids: string[]) => setBatchDelete({ open: true, ids }),
    closeBatchDelete: () => setBatchDelete((s) => ({ ...s, open: false })),
    batchCategories,
    openBatchCategories: (ids: string[]) => setBatchCategories({ open: true, ids }),
    closeBatchCategories: () => setBatchCategories((s) => ({ ...s, open: false })),
    manage,
    openManage: (tab: 'create' | 'list') => setManage({ open: true, tab }),
    closeManage: () => setManage((s) => ({ ...s, open: false })),
  };
}

export type LibraryDialogsState = ReturnType<typeof useLibraryDialogs>;
