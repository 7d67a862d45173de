import { useTranslation } from 'react-i18next';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { thumbnailOf, type SharedVideo } from '../lib/shared-video';

/** The shared video as far as the share tells: YouTube's thumbnail, and the title when one came. */
export function SharedVideoPreview({ video }: { video: SharedVideo }) {
  const { t } = useTranslation('share');
  return (
    <div className="flex items-center gap-3">
      <div className="aspect-video w-32 shrink-0 overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-800">
        <ThumbnailImage src={thumbnailOf(video.videoId)} width={480} height={270} />
      </div>
      <div className="min-w-0">
        <p className="line-clamp-3 text-sm font-medium text-zinc-900 dark:text-zinc-100">{video.title ?? t('videoFallbackTitle')}</p>
        <p className="mt-1 truncate text-xs text-zinc-500 dark:text-zinc-400">{video.url.replace(/^https?:\/\//, '')}</p>
      </div>
    </div>
  );
}
