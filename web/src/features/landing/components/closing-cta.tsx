import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useTranslation } from 'react-i18next';

export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-600 via-brand-600 to-orange-500 px-6 py-16 text-center shadow-xl shadow-brand-900/20 sm:px-16 sm:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-white/10" />
        <h2 className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {t('closing.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty text-white/85">
          {t('closing.text')}
        </p>
        <Link to={paths.login} className={buttonClasses({ variant: 'inverted', size: 'lg', className: 'relative mt-10' })}>
          {t('closing.cta')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
