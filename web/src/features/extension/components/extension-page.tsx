import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowRightIcon, BookmarkIcon, ChromeIcon, DownloadIcon, SettingsIcon } from '../../../components/ui/icons';
import { BrandHomeLink } from '../../../components/brand-home-link';
import { useCurrentUser } from '../../../lib/auth';
import { EXTENSION_ZIP_PATH, useExtensionZip } from '../api';

const Code = ({ children }: { children?: ReactNode }) => (
  <code className="rounded-md bg-zinc-100 px-1.5 py-0.5 font-mono text-[0.85em] break-all text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
    {children}
  </code>
);

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="relative flex gap-4">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-500/30">
        {n}
      </span>
      <div className="min-w-0 pb-2">
        <h3 className="font-semibold text-zinc-900 dark:text-white">{title}</h3>
        <div className="mt-1 space-y-2 leading-relaxed text-zinc-600 dark:text-zinc-400">{children}</div>
      </div>
    </li>
  );
}

/** /extension: how to install the browser extension (public). */
export function ExtensionPage() {
  const { t } = useTranslation('extension');
  const { user } = useCurrentUser();
  const { available, isLoading } = useExtensionZip();
  const origin = window.location.origin;
  // The inline parts the translated sentences put their commands, button names and icons in.
  const rich = {
    code: <Code />,
    strong: <strong className="text-zinc-800 dark:text-zinc-200" />,
    settingsIcon: <SettingsIcon className="inline size-4 align-[-2px]" />,
    bookmarkIcon: <BookmarkIcon className="inline size-4 align-[-2px]" />,
  };

  return (
    <div className="flex min-h-dvh flex-col bg-white break-keep dark:bg-zinc-950">
      <header className="border-b border-zinc-200/70 dark:border-zinc-800/70">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <BrandHomeLink />
          <Link to={user ? paths.home : paths.login} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {user ? t('header.goHome') : t('header.signIn')}
          </Link>
        </div>
      </header>

      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-brand-500 to-orange-500 text-white shadow-md">
            <ChromeIcon className="size-6" />
          </span>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">{t('eyebrow')}</p>
        </div>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-zinc-900 sm:text-4xl dark:text-white">
          {t('title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-zinc-600 dark:text-zinc-400">
          {t('lead')}
        </p>

        <div className="mt-10 grid gap-4 sm:grid-cols-2">
          <section className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
            <h2 className="font-semibold text-zinc-900 dark:text-white">{t('download.title')}</h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('download.browsers')}</p>
            {available ? (
              <a href={EXTENSION_ZIP_PATH} download className={buttonClasses({ className: 'mt-5 w-full' })}>
                <DownloadIcon className="size-4" />
                {t('download.button')}
              </a>
            ) : (
              <p className="mt-5 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-400" role="status">
                {isLoading ? t('download.checking') : <Trans t={t} i18nKey="download.none" components={rich} />}
              </p>
            )}
          </section>
          <section className="rounded-2xl border border-dashed border-zinc-300 p-6 dark:border-zinc-700">
            <div className="flex items-center justify-between gap-3">
              <h2 className="font-semibold text-zinc-900 dark:text-white">{t('store.title')}</h2>
              <span className="rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                {t('store.badge')}
              </span>
            </div>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {t('store.text')}
            </p>
          </section>
        </div>

        <h2 className="mt-14 text-xl font-semibold text-zinc-900 dark:text-white">{t('install.title')}</h2>
        <ol className="mt-6 space-y-6">
          <Step n={1} title={t('install.unzipTitle')}>
            <p>
              <Trans t={t} i18nKey="install.unzipText" components={rich} />
            </p>
          </Step>
          <Step n={2} title={t('install.loadTitle')}>
            <p>
              <Trans t={t} i18nKey="install.loadText" components={rich} />
            </p>
          </Step>
          <Step n={3} title={t('install.pointTitle')}>
            <p>
              <Trans t={t} i18nKey="install.pointText" values={{ origin }} components={rich} />
            </p>
          </Step>
          <Step n={4} title={t('install.signInTitle')}>
            <p>
              <Trans t={t} i18nKey="install.signInText" components={rich} />
            </p>
          </Step>
        </ol>

        <p className="mt-10 text-sm text-zinc-500 dark:text-zinc-400">
          <Trans t={t} i18nKey="firefox" components={rich} />
        </p>

        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', className: 'mt-10' })}>
          {t('back')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </main>
    </div>
  );
}
