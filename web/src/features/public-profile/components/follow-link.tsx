import { RssIcon } from '../../../components/ui/icons';
import { useTranslation } from 'react-i18next';

/** "Follow (RSS)": the profile's Atom feed (served beside the page, at /{handle}/feed.atom). */
export function FollowLink({ handle }: { handle: string }) {
  const { t } = useTranslation('publicProfile');
  return (
    <a
      href={`/${handle}/feed.atom`}
      type="application/atom+xml"
      title={t('follow.title')}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400 dark:hover:bg-zinc-800"
    >
      <RssIcon className="size-4" aria-hidden="true" />
      {t('follow.link')}
    </a>
  );
}
