import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/** Spec 2 §2: the error card for an unknown or private profile, with the server's message. */
export function ProfileUnavailable({ message }: { message: string }) {
  const { t } = useTranslation('publicProfile');
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border border-zinc-200 bg-white px-6 py-12 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">
        <LockIcon className="size-5" />
      </span>
      <h1 className="text-xl font-semibold text-zinc-900 dark:text-zinc-100">{t('unavailable.title')}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{message}</p>
      <Link to={paths.home} className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}>
        {t('unavailable.backHome')}
      </Link>
    </section>
  );
}
