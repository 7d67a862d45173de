import { useState } from 'react';
import { BackLink } from '../../../components/back-link';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { FolderIcon, PlusIcon } from '../../../components/ui/icons';
import type { Category } from '../../../lib/models';
import { CATEGORY_LIMIT, isAtLimit } from '../lib/category-rules';
import { useCategoryLists } from '../api';
import { useCategoryReorder } from '../hooks/use-category-reorder';
import { CategoryCard, type OpenCategory, SubscribedCategoryCard } from './category-card';
import { DeleteCategoryConfirm, UnsubscribeConfirm } from './category-confirmations';
import { CategoryFormDialog } from './category-form-dialog';
import { LimitNotice } from './limit-notice';
import { SortableCategories } from './sortable-categories';
import { useTranslation } from 'react-i18next';

type FormMode = { kind: 'create'; count: number } | { kind: 'edit'; category: Category };

/** /categories (spec 1 §2): the own categories as a reorderable card grid, then subscribed ones. */
export function CategoriesPage({ onOpenCategory }: { onOpenCategory: OpenCategory }) {
  const { own, subscribed, count, isLoading } = useCategoryLists();
  const reorder = useCategoryReorder(own, subscribed);
  const { t } = useTranslation('categories');
  const [form, setForm] = useState<FormMode | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [unsubscribing, setUnsubscribing] = useState<Category | null>(null);
  const openCreate = () => setForm({ kind: 'create', count });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <BackLink to={paths.home}>{t('page.back')}</BackLink>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('page.description')}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {count > 0 ? (
            <span className="text-sm text-zinc-500 tabular-nums dark:text-zinc-400">
              {count}/{CATEGORY_LIMIT}
            </span>
          ) : null}
          <Button onClick={openCreate} className="flex-1 sm:flex-none">
            <PlusIcon className="size-4" /> {t('create')}
          </Button>
        </div>
      </header>

      {isAtLimit(count) ? <LimitNotice>{t('limit.banner', { count, limit: CATEGORY_LIMIT })}</LimitNotice> : null}

      {isLoading && count === 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="h-36 animate-pulse rounded-2xl bg-zinc-200/70 dark:bg-zinc-800/60" />
          ))}
        </ul>
      ) : count === 0 ? (
        <EmptyState onCreate={openCreate} />
      ) : null}

      {own.length > 0 ? (
        <section aria-label={t('yours')}>
          <SortableCategories categories={own} reorder={reorder} layout="grid">
            {(category) => (
              <CategoryCard
                key={category.id}
                category={category}
                onOpen={onOpenCategory}
                onEdit={() => setForm({ kind: 'edit', category })}
                onDelete={() => setDeleting(category)}
              />
            )}
          </SortableCategories>
        </section>
      ) : null}

      {subscribed.length > 0 ? (
        <section aria-labelledby="subscribed-heading" className="flex flex-col gap-3">
          <div>
            <h2 id="subscribed-heading" className="text-lg font-semibold tracking-tight">
              {t('subscribed.title')}
            </h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('subscribed.description')}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {subscribed.map((category) => (
              <SubscribedCategoryCard key={category.id} category={category} onOpen={onOpenCategory} onUnsubscribe={() => setUnsubscribing(category)} />
            ))}
          </ul>
        </section>
      ) : null}

      <CategoryFormDialog mode={form} onClose={() => setForm(null)} />
      <DeleteCategoryConfirm category={deleting} onClose={() => setDeleting(null)} />
      <UnsubscribeConfirm category={unsubscribing} onClose={() => setUnsubscribing(null)} />
    </div>
  );
}

function EmptyState({ onCreate }: { onCreate(): void }) {
  const { t } = useTranslation('categories');
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-300 bg-white/60 px-6 py-16 text-center dark:border-zinc-700 dark:bg-zinc-900/40">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
        <FolderIcon className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
        <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">
          {t('empty.description')}
        </p>
      </div>
      <Button onClick={onCreate}>
        <PlusIcon className="size-4" /> {t('empty.createFirstCategory')}
      </Button>
    </section>
  );
}
