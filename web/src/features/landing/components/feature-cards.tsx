import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ArrowRightIcon, ChromeIcon, FolderIcon, GlobeIcon } from '../../../components/ui/icons';
import { SectionHeading } from './section-heading';
import { useTranslation } from 'react-i18next';

const FEATURES: { icon: typeof ChromeIcon; key: 'extension' | 'organization' | 'sharing'; tile: string; link?: string }[] = [
  {
    icon: ChromeIcon,
    key: 'extension',
    tile: 'from-brand-500 to-orange-500',
    link: paths.extension,
  },
  {
    icon: FolderIcon,
    key: 'organization',
    tile: 'from-violet-500 to-indigo-500',
  },
  {
    icon: GlobeIcon,
    key: 'sharing',
    tile: 'from-emerald-500 to-sky-500',
  },
];

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section className="border-y border-zinc-100 bg-zinc-50/70 py-20 sm:py-28 dark:border-zinc-900 dark:bg-zinc-900/30">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow={t('features.eyebrow')} title={t('features.title')}>
          {t('features.text')}
        </SectionHeading>
        <div className="mt-14 grid gap-5 md:grid-cols-3 lg:gap-6">
          {FEATURES.map(({ icon: Icon, key, tile, link }) => (
            <article
              key={key}
              className="rounded-2xl border border-zinc-200 bg-white p-7 shadow-sm sm:flex sm:gap-5 md:block transition-shadow hover:shadow-lg hover:shadow-zinc-900/5 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:shadow-black/30"
            >
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br ${tile} text-white shadow-md`}
              >
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="mt-6 text-lg font-semibold text-zinc-900 sm:mt-0 md:mt-6 dark:text-white">{t(`features.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-zinc-600 dark:text-zinc-400">{t(`features.${key}.text`)}</p>
                {link ? (
                  <Link
                    to={link}
                    className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-400 dark:hover:text-brand-300"
                  >
                    {t('installExtension')}
                    <ArrowRightIcon className="size-4" />
                  </Link>
                ) : null}
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
