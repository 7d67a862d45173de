import { FolderIcon, ListVideoIcon, PlusIcon, TagIcon, TrashIcon, XIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { useTranslation } from 'react-i18next';
import { useScrollingDown } from '../hooks/use-scrolling-down';

interface FloatingActionsProps {
  selectedCount: number;
  /** Selected bookmarks are the user's own (not a subscribed category's): delete and recategorise. */
  canModify: boolean;
  isMobile: boolean;
  categoryColor: string | null;
  onQuickAdd: () => void;
  onDelete: () => void;
  onPlayAll: () => void;
  onEditCategories: () => void;
  onClearSelection: () => void;
  onOpenCategorySheet: () => void;
}

const barButton =
  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white';

/** Where a phone's round buttons go while the page scrolls down: below the screen's edge. */
const tuckedAway = 'pointer-events-none translate-y-28 opacity-0';

/**
 * Spec 1 §2 floating buttons: quick add always; with a selection a bar with Delete (1 or more),
 * Play All and Edit Categories (2 or more); on phones a category button for the bottom sheet.
 * On phones the round buttons step aside while the page scrolls down, so they never sit on a
 * card's badges or menu being read; they come back on scrolling up and at the list's end (whose
 * bottom padding keeps the last card clear of them).
 */
export function FloatingActions(props: FloatingActionsProps) {
  const { selectedCount, canModify, isMobile } = props;
  const { t } = useTranslation(['library', 'common']);
  const tucked = useScrollingDown(isMobile);
  return (
    <>
      {selectedCount > 0 ? (
        <div
          role="toolbar"
          aria-label={t('selection.label')}
          className={cn(
            'fixed left-1/2 z-30 flex max-w-[calc(100vw-1.5rem)] -translate-x-1/2 items-center gap-1 rounded-full bg-zinc-900 p-1.5 pl-4 text-white shadow-2xl shadow-zinc-950/30 ring-1 ring-white/10 dark:bg-zinc-800',
            'animate-[sheet-fade-in_150ms_ease-out]',
            isMobile ? 'bottom-22' : 'bottom-6',
          )}
        >
          <span className="mr-1 text-sm font-medium whitespace-nowrap tabular-nums" aria-live="polite">
            {t('selection.count', { count: selectedCount })}
          </span>
          {selectedCount >= 2 ? (
            <button type="button" onClick={props.onPlayAll} className={cn(barButton, 'bg-white text-zinc-900 hover:bg-zinc-200')} aria-label={t('selection.playAll')}>
              <ListVideoIcon className="size-4" />
              <span className="max-sm:sr-only">{t('selection.playAll')}</span>
            </button>
          ) : null}
          {selectedCount >= 2 && canModify ? (
            <button type="button" onClick={props.onEditCategories} className={cn(barButton, 'hover:bg-white/10')} aria-label={t('selection.bulkCategoryEdit')}>
              <TagIcon className="size-4" />
              <span className="max-sm:sr-only">{t('sidebar.categories')}</span>
            </button>
          ) : null}
          {canModify ? (
            <button type="button" onClick={props.onDelete} className={cn(barButton, 'text-red-300 hover:bg-red-500/20 hover:text-red-200')} aria-label={t('selection.deleteSelected')}>
              <TrashIcon className="size-4" />
              <span className="max-sm:sr-only">{t('common:actions.delete')}</span>
            </button>
          ) : null}
          <Tooltip content={t('selection.clear')}>
            <button
              type="button"
              onClick={props.onClearSelection}
              aria-label={t('selection.clear')}
              className="flex size-9 cursor-pointer items-center justify-center rounded-full text-zinc-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              <XIcon className="size-4" />
            </button>
          </Tooltip>
        </div>
      ) : null}

      {isMobile ? (
        <button
          type="button"
          onClick={props.onOpenCategorySheet}
          aria-label={t('sheet.open')}
          className={cn(
            'fixed bottom-5 left-4 z-30 flex size-13 cursor-pointer items-center justify-center rounded-full border border-zinc-200 bg-white text-zinc-700 shadow-lg shadow-zinc-900/10 transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200',
            tucked && tuckedAway,
          )}
        >
          <FolderIcon className="size-5" />
          {props.categoryColor ? (
            <span aria-hidden="true" className="absolute top-2.5 right-2.5 size-3 rounded-full ring-2 ring-white dark:ring-zinc-900" style={{ backgroundColor: props.categoryColor }} />
          ) : null}
        </button>
      ) : null}

      <Tooltip content={t('addBookmark')}>
        <button
          type="button"
          onClick={props.onQuickAdd}
          aria-label={t('addBookmark')}
          className={cn(
            'fixed right-4 bottom-5 z-30 flex size-14 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/25 transition duration-200 hover:scale-105 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:scale-95 sm:right-6 sm:bottom-6',
            tucked && tuckedAway,
          )}
        >
          <PlusIcon className="size-6" />
        </button>
      </Tooltip>
    </>
  );
}
