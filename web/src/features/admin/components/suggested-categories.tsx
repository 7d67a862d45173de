import { useTranslation } from 'react-i18next';
import { XIcon } from '../../../components/ui/icons';
import { AdminCard } from './admin-page-header';

/** The categories the AI suggested, to be created on submit (spec 2 §2). */
export function SuggestedCategories({ categories, onRemove }: { categories: { name: string; color: string }[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation('admin');
  if (categories.length === 0) return null;
  return (
    <AdminCard className="p-5">
      <h2 className="text-base font-semibold text-zinc-900 dark:text-white">{t('suggested.title', { n: categories.length })}</h2>
      <p className="mt-1 text-xs text-zinc-500">{t('suggested.text')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {categories.map((c, i) => (
          <li key={`${c.name}-${i}`} className="flex items-center gap-1.5 rounded-full border border-zinc-200 py-1 pr-1 pl-2.5 text-xs dark:border-zinc-700">
            <span className="size-2.5 rounded-full" style={{ backgroundColor: c.color }} aria-hidden="true" />
            {c.name}
            <button type="button" className="cursor-pointer rounded-full p-0.5 hover:bg-zinc-100 dark:hover:bg-zinc-800" aria-label={t('suggested.remove', { name: c.name })} onClick={() => onRemove(i)}>
              <XIcon className="size-3" />
            </button>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
