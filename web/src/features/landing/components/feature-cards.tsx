import { ChromeIcon, FolderIcon, GlobeIcon } from '../../../components/ui/icons';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: ChromeIcon,
    title: 'Chrome Extension',
    text: 'Save the video you are watching without leaving YouTube. One click, and it is on your shelf with its title, channel and thumbnail.',
    tile: 'from-brand-500 to-orange-500',
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
          {FEATURES.map(({ icon: Icon, title, text, tile }) => (
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
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
