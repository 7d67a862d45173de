import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FolderIcon, PlusIcon } from '../../../components/ui/icons';
import type { Category } from '../../../lib/models';
import { CATEGORY_LIMIT, isAtLimit } from '../lib/category-rules';
import { useCategoryReorder } from '../hooks/use-category-reorder';
import { DeleteCategoryConfirm, UnsubscribeConfirm } from './category-confirmations';
import { CategoryRow, SubscribedCategoryRow } from './category-row';
import { LimitNotice } from './limit-notice';
import { SortableCategories } from './sortable-categories';
import { useTranslation } from 'react-i18next';

interface CategoryListTabProps {
  own: Category[];
  subscribed: Category[];
  count: number;
  isLoading: boolean;
  onCreateClick(): void;
}

/** Manage Categories' list: own categories (edit, delete, drag), then subscribed ones. */
export function CategoryListTab({ own, subscribed, count, isLoading, onCreateClick }: CategoryListTabProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [unsubscribing, setUnsubscribing] = useState<Category | null>(null);
  const reorder = useCategoryReorder(own, subscribed);
  const { t } = useTranslation('categories');

  if (isLoading && count === 0) {
    return (
      <ul className="flex flex-col gap-2" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-14 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800/60" />
        ))}
      </ul>
    );
  }

  if (count === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-6 py-10 text-center dark:border-zinc-700">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
          <FolderIcon className="size-5" />
        </span>
        <p className="font-medium">{t('empty.title')}</p>
        <Button variant="secondary" size="sm" onClick={onCreateClick}>
          <PlusIcon className="size-4" /> {t('empty.createFirst')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {isAtLimit(count) ? <LimitNotice>{t('limit.banner', { count, limit: CATEGORY_LIMIT })}</LimitNotice> : null}
      {own.length > 0 ? (
        <section aria-labelledby="own-categories-heading" className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <h3 id="own-categories-heading" className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {t('yours')}
            </h3>
            {own.length > 1 ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('dragToReorder')}</p> : null}
          </div>
          <SortableCategories categories={own} reorder={reorder} layout="list">
            {(category) => (
              <CategoryRow
                key={category.id}
                category={category}
                editing={editingId === category.id}
                onEdit={() => setEditingId(category.id)}
                onEditDone={() => setEditingId(null)}
                onDelete={() => setDeleting(category)}
              />
            )}
          </SortableCategories>
        </section>
      ) : null}
      {subscribed.length > 0 ? (
        <section aria-labelledby="subscribed-categories-heading" className="flex flex-col gap-2">
          <h3 id="subscribed-categories-heading" className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            {t('subscribed.title')}
          </h3>
          <ul className="flex flex-col gap-2">
            {subscribed.map((category) => (
              <SubscribedCategoryRow key={category.id} category={category} onUnsubscribe={() => setUnsubscribing(category)} />
            ))}
          </ul>
        </section>
      ) : null}
      <DeleteCategoryConfirm category={deleting} onClose={() => setDeleting(null)} />
      <UnsubscribeConfirm category={unsubscribing} onClose={() => setUnsubscribing(null)} />
    </div>
  );
}
