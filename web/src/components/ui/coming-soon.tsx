import { LayersIcon } from './icons';
import { useTranslation } from 'react-i18next';

/** Marks a screen whose real content arrives with a later issue. */
export function ComingSoon({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 bg-white/60 px-6 py-16 text-center dark:border-zinc-700 dark:bg-zinc-900/40">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
        <LayersIcon className="size-5" />
      </span>
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('comingSoon', { screen })}</h1>
    </section>
  );
}
