import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowRightIcon, ChromeIcon, CheckIcon } from '../../../components/ui/icons';
import { ShelfMock } from './shelf-mock';
import { useTranslation } from 'react-i18next';

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-0">
        <div className="absolute -top-48 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-linear-to-tr from-brand-200/70 via-orange-100/60 to-violet-200/60 blur-3xl dark:from-brand-900/40 dark:via-orange-950/20 dark:to-violet-900/30" />
        <div className="absolute inset-0 bg-[radial-gradient(var(--color-zinc-200)_1px,transparent_1px)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)] opacity-60 dark:bg-[radial-gradient(var(--color-zinc-800)_1px,transparent_1px)]" />
      </div>

      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-12 lg:pt-28 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm dark:border-brand-500/30 dark:bg-zinc-900/70 dark:text-brand-300">
            <span className="size-1.5 rounded-full bg-brand-500" />
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl lg:text-6xl dark:text-white">
            {t('hero.titleStart')}{' '}
            <span className="bg-linear-to-r from-brand-600 to-orange-500 bg-clip-text text-transparent dark:from-brand-400 dark:to-orange-300">
              {t('hero.titleEnd')}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-pretty text-zinc-600 lg:mx-0 dark:text-zinc-400">
            {t('hero.text')}
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            {signedIn ? (
              <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
                {t('hero.goToDashboard')}
                <ArrowRightIcon className="size-4" />
              </Link>
            ) : (
              <Link to={paths.login} className={buttonClasses({ size: 'lg' })}>
                {t('hero.getStarted')}
                <ArrowRightIcon className="size-4" />
              </Link>
            )}
            <Link to={paths.extension} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              <ChromeIcon className="size-5" />
              {t('installExtension')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-zinc-500 lg:justify-start dark:text-zinc-400">
            {[t('hero.points.free'), t('hero.points.google'), t('hero.points.anyDevice')].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-emerald-500" strokeWidth={2.5} />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <ShelfMock />
      </div>
    </section>
  );
}
