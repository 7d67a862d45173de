import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ArrowRightIcon, BookmarkIcon, ChromeIcon, DownloadIcon, SettingsIcon } from '../../../components/ui/icons';
import { LogoMark } from '../../../components/ui/logo';
import { useCurrentUser } from '../../../lib/auth';
import { EXTENSION_ZIP_PATH, useExtensionZip } from '../api';

const Code = ({ children }: { children: ReactNode }) => (
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

/** /extension: how to install the browser extension (public; issue 12). */
export function ExtensionPage() {
  const { user } = useCurrentUser();
  const { available, isLoading } = useExtensionZip();
  const origin = window.location.origin;

  return (
    <div className="flex min-h-dvh flex-col bg-white dark:bg-zinc-950">
      <header className="border-b border-zinc-200/70 dark:border-zinc-800/70">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Link
            to={paths.home}
            className="flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            <LogoMark />
            Vidshelf
          </Link>
          <Link to={user ? paths.home : paths.login} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {user ? 'Go to Home' : 'Sign In'}
          </Link>
        </div>
      </header>

      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-brand-500 to-orange-500 text-white shadow-md">
            <ChromeIcon className="size-6" />
          </span>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">Browser extension</p>
        </div>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-zinc-900 sm:text-4xl dark:text-white">
          Install the Vidshelf extension
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-zinc-600 dark:text-zinc-400">
          Save the video you are watching without leaving YouTube. One click, and it is on your shelf, in a category
          if you like. Videos you already saved show as Already saved.
        </p>

        <div className="mt-10 grid gap-4 sm:grid-cols-2">
          <section className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
            <h2 className="font-semibold text-zinc-900 dark:text-white">Download</h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">For Chromium browsers: Chrome, Edge, Brave.</p>
            {available ? (
              <a href={EXTENSION_ZIP_PATH} download className={buttonClasses({ className: 'mt-5 w-full' })}>
                <DownloadIcon className="size-4" />
                Download extension (.zip)
              </a>
            ) : (
              <p className="mt-5 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-400" role="status">
                {isLoading ? 'Checking for a download…' : (
                  <>
                    This server has no extension build yet. Build it from the source with <Code>npm run build:extension</Code>.
                  </>
                )}
              </p>
            )}
          </section>
          <section className="rounded-2xl border border-dashed border-zinc-300 p-6 dark:border-zinc-700">
            <div className="flex items-center justify-between gap-3">
              <h2 className="font-semibold text-zinc-900 dark:text-white">Chrome Web Store</h2>
              <span className="rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                Coming soon
              </span>
            </div>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              Chrome Web Store: coming soon. Until it is published, install it by hand in a minute.
            </p>
          </section>
        </div>

        <h2 className="mt-14 text-xl font-semibold text-zinc-900 dark:text-white">Install it</h2>
        <ol className="mt-6 space-y-6">
          <Step n={1} title="Unzip the download">
            <p>
              Unzip it into a folder you keep. Building from the source instead? <Code>npm run build:extension</Code> writes
              the folder <Code>extension/dist</Code>.
            </p>
          </Step>
          <Step n={2} title="Load it unpacked">
            <p>
              Open <Code>chrome://extensions</Code>, switch on <strong className="text-zinc-800 dark:text-zinc-200">Developer mode</strong>,
              press <strong className="text-zinc-800 dark:text-zinc-200">Load unpacked</strong> and choose the folder.
            </p>
          </Step>
          <Step n={3} title="Point it at this Vidshelf">
            <p>
              The extension talks to <Code>http://localhost:8787</Code> until told otherwise. When you host Vidshelf
              yourself, open the extension&apos;s popup, then <SettingsIcon className="inline size-4 align-[-2px]" /> Settings,
              and enter <Code>{origin}</Code>.
            </p>
          </Step>
          <Step n={4} title="Sign in once, then save in one click">
            <p>
              Open a YouTube video or Short and press <strong className="text-zinc-800 dark:text-zinc-200">Sign in to Vidshelf</strong>.
              After signing in, <BookmarkIcon className="inline size-4 align-[-2px]" />{' '}
              <strong className="text-zinc-800 dark:text-zinc-200">Save to Vidshelf</strong> adds the video; the popup
              also lets you pick a category, and signs you out.
            </p>
          </Step>
        </ol>

        <p className="mt-10 text-sm text-zinc-500 dark:text-zinc-400">
          Firefox: open <Code>about:debugging</Code>, This Firefox, Load Temporary Add-on, and choose the folder&apos;s{' '}
          <Code>manifest.json</Code>.
        </p>

        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', className: 'mt-10' })}>
          Back to Vidshelf
          <ArrowRightIcon className="size-4" />
        </Link>
      </main>
    </div>
  );
}
