import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { CategoryActions } from './category-actions';
import { BookmarkIcon, ClockIcon, LockIcon, UsersIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatShortDate } from '../../../lib/format';
import type { Category } from '../../../lib/models';
import { DragHandle } from './drag-handle';
import { Trans, useTranslation } from 'react-i18next';

/** Cards fall back to indigo when a colour is missing (spec 1 §3). */
const CARD_FALLBACK_COLOR = '#6366f1';

/** The creation date in the UI language's short format (en-US "Jan 5, 2025", Korean "2025년 1월 5일"). */
function createdOn(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatShortDate(date);
}

const CARD =
  'group relative flex flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-xs transition-shadow hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900';

/** Opens the category in the library (/, with the category selected); the app wires it. */
export type OpenCategory = (categoryId: string) => void;

interface CardBodyProps {
  category: Category;
  onOpen: OpenCategory;
  /** Top-right corner (the drag handle). */
  corner?: ReactNode;
  /** Bottom-right corner (edit and delete). */
  actions?: ReactNode;
}

function CardBody({ category, onOpen, corner, actions }: CardBodyProps) {
  const color = category.color || CARD_FALLBACK_COLOR;
  const count = category.bookmarkCount;
  const { t } = useTranslation('categories');
  return (
    <>
      <div aria-hidden="true" className="h-1.5" style={{ backgroundColor: color }} />
      <div className="flex flex-1 flex-col gap-3 p-4 pb-3">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-xl text-base font-semibold text-white shadow-sm"
            style={{ backgroundColor: color }}
          >
            {category.name.trim()[0]?.toUpperCase() ?? '?'}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold" title={category.name}>
              {/* The whole card opens the category in the library; its buttons sit above the link. */}
              <Link
                to={paths.home}
                onClick={() => onOpen(category.id)}
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
              >
                {category.name}
              </Link>
            </h3>
            <p className="mt-0.5 flex items-center gap-1 text-sm whitespace-nowrap text-zinc-600 dark:text-zinc-400">
              <BookmarkIcon className="size-3.5 shrink-0" />
              {t('bookmarkCount', { count })}
            </p>
          </div>
          {corner}
        </div>
        <div className="mt-auto flex min-h-8 items-center gap-2">
          {/* Two lines on every card, the second kept even when empty, so neighbours line up. */}
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-zinc-500 dark:text-zinc-400">
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <ClockIcon className="size-3.5 shrink-0" />
              {t('card.created', { date: createdOn(category.createdAt) })}
            </span>
            <span className="inline-flex min-h-4 items-center gap-1">
              {category.isSubscribed ? null : !category.isPublic ? (
                <>
                  <LockIcon className="size-3.5" /> {t('visibility.private')}
                </>
              ) : category.subscribable ? (
                <>
                  <UsersIcon className="size-3.5" /> {t('visibility.subscribable')}
                </>
              ) : null}
            </span>
          </div>
          {actions}
        </div>
      </div>
    </>
  );
}

interface CategoryCardProps {
  category: Category;
  onOpen: OpenCategory;
  onEdit(): void;
  onDelete(): void;
}

/** One own category on the Categories page: drag by the handle, edit, delete. */
export function CategoryCard({ category, onOpen, onEdit, onDelete }: CategoryCardProps) {
  const sortable = useSortable({ id: category.id });
  const { t } = useTranslation('categories');
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(CARD, sortable.isDragging && 'z-10 shadow-xl ring-2 ring-brand-500/50')}
    >
      <CardBody
        category={category}
        onOpen={onOpen}
        corner={
          <DragHandle
            label={t('actions.reorder', { name: category.name })}
            attributes={sortable.attributes}
            listeners={sortable.listeners}
            setRef={sortable.setActivatorNodeRef}
            className="relative z-10 -mt-1 -mr-2"
          />
        }
        actions={
          <div className="relative z-10 -mr-2 flex shrink-0 items-center">
            <CategoryActions name={category.name} onEdit={onEdit} onDelete={onDelete} buttonClassName="size-8" />
          </div>
        }
      />
    </li>
  );
}

/** A subscribed category: read-only, with its owner and Unsubscribe. */
export function SubscribedCategoryCard({ category, onOpen, onUnsubscribe }: { category: Category; onOpen: OpenCategory; onUnsubscribe(): void }) {
  const { t } = useTranslation('categories');
  const owner = category.owner?.name ?? (category.owner?.handle ? `@${category.owner.handle}` : t('subscribed.anotherUser'));
  return (
    <li className={CARD}>
      <CardBody category={category} onOpen={onOpen} />
      <div className="flex items-center justify-between gap-3 border-t border-zinc-100 px-4 py-2.5 dark:border-zinc-800">
        <p className="min-w-0 truncate text-sm text-zinc-600 dark:text-zinc-400">
          <Trans t={t} i18nKey="subscribed.byOwner" values={{ owner }} components={{ owner: <span className="font-medium text-zinc-800 dark:text-zinc-200" /> }} />
        </p>
        <Button variant="secondary" size="sm" className="relative z-10" onClick={onUnsubscribe} aria-label={t('unsubscribe.from', { name: category.name })}>
          {t('unsubscribe.action')}
        </Button>
      </div>
    </li>
  );
}
