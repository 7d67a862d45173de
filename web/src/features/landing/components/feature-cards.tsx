import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ArrowRightIcon, ChromeIcon, FolderIcon, GlobeIcon } from '../../../components/ui/icons';
import { SectionHeading } from './section-heading';

const FEATURES: { icon: typeof ChromeIcon; title: string; text: string; tile: string; link?: { to: string; text: string } }[] = [
  {
    icon: ChromeIcon,
    title: 'Chrome Extension',
    text: 'Save the video you are watching without leaving YouTube. One click, and it is on your shelf with its title, channel and thumbnail.',
    tile: 'from-brand-500 to-orange-500',
    link: { to: paths.extension, text: 'Install Extension' },
  },
  {
    icon: FolderIcon,
    title: 'Smart Organization',
    text: 'Sort videos into color-coded categories, add notes, search everything and order by date, popularity or length.',
    tile: 'from-violet-500 to-indigo-500',
  },
  {
    icon: GlobeIcon,
    title: 'Public Profile Sharing',
    text: 'Publish your favorite collections at your own link. Visitors can browse, play and subscribe to your public categories.',
    tile: 'from-emerald-500 to-sky-500',
  },
];

export function FeatureCards() {
  return (
    <section className="border-y border-zinc-100 bg-zinc-50/70 py-20 sm:py-28 dark:border-zinc-900 dark:bg-zinc-900/30">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow="Features" title="Everything your video library needs">
          From the first click to the shared collection, Vidshelf keeps the videos you care about
          organized and ready to watch.
        </SectionHeading>
        <div className="mt-14 grid gap-5 md:grid-cols-3 lg:gap-6">
          {FEATURES.map(({ icon: Icon, title, text, tile, link }) => (
            <article
              key={title}
              className="rounded-2xl border border-zinc-200 bg-white p-7 shadow-sm sm:flex sm:gap-5 md:block transition-shadow hover:shadow-lg hover:shadow-zinc-900/5 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:shadow-black/30"
            >
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br ${tile} text-white shadow-md`}
              >
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="mt-6 text-lg font-semibold text-zinc-900 sm:mt-0 md:mt-6 dark:text-white">{title}</h3>
                <p className="mt-2 leading-relaxed text-zinc-600 dark:text-zinc-400">{text}</p>
                {link ? (
                  <Link
                    to={link.to}
                    className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-400 dark:hover:text-brand-300"
                  >
                    {link.text}
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
