import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, LockIcon, PlayIcon, SpinnerIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { Bookmark } from '../../../lib/models';
import type { YouTubePlayerControls } from '../hooks/use-youtube-player';
import { PlayerState } from '../lib/watch-time';
import { youtubeWatchUrl } from '../lib/time';
import { isUnavailableIn } from '../../../../../functions/schemas/availability.ts';
import { viewerRegion } from '../../../lib/region';
import { Panel, StageLink } from './stage-panel';
import { UnavailablePanel } from './unavailable-panel';

interface PlayerStageProps {
  controls: YouTubePlayerControls;
  bookmark: Bookmark;
  /** The video may not be embedded: never load it, offer YouTube instead. */
  restricted: boolean;
  /** Double click on the video. */
  onDoubleClick?(): void;
  /** Replaces the click-to-toggle layer's behaviour (the inline player). */
  onSurfaceClick?(): void;
  /** Extra overlay content (the inline player's close button). */
  children?: ReactNode;
  className?: string;
  compact?: boolean;
}

function OpenOnYouTube({ videoId, compact }: { videoId: string; compact?: boolean }) {
  const { t } = useTranslation('player');
  return <StageLink href={youtubeWatchUrl(videoId)} label={t('openInYouTube')} compact={compact} />;
}

/**
 * The 16:9 black stage: the YouTube iframe (mounted imperatively into `hostRef`), a transparent
 * layer that turns clicks into play/pause, and the loading, error and restricted panels.
 */
export function PlayerStage({ controls, bookmark, restricted, onDoubleClick, onSurfaceClick, children, className, compact }: PlayerStageProps) {
  const { t } = useTranslation('player');
  const failed = !restricted && (controls.status === 'failed' || controls.errorCode !== null);
  const loading = !restricted && !failed && controls.status !== 'ready';
  const paused = controls.status === 'ready' && !controls.isPlaying && controls.playerState !== PlayerState.UNSTARTED;
  const SurfaceElement = onSurfaceClick ? 'button' : 'div';
  const unavailable = !!bookmark.availability && isUnavailableIn(bookmark.availability, viewerRegion());

  return (
    <div className={cn('relative aspect-video w-full overflow-hidden bg-black', className)}>
      {/* YouTube replaces the child of this box with its iframe; React never renders into it. */}
      <div ref={controls.hostRef} className={cn('absolute inset-0 [&>*]:size-full', (restricted || failed) && 'invisible')} />

      {!restricted && !failed && controls.status === 'ready' ? (
        // The dialog has a full control bar, so its surface is a mouse shortcut hidden from
        // assistive technology; the inline player has nothing else, so there it is the button.
        <SurfaceElement
          {...(onSurfaceClick
            ? { type: 'button' as const, 'aria-label': controls.isPlaying ? t('controls.pause') : t('controls.play') }
            : { 'aria-hidden': true })}
          className="absolute inset-0 z-10 block size-full cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-400"
          onClick={onSurfaceClick ?? controls.togglePlay}
          onDoubleClick={onDoubleClick}
        >
          <span
            className={cn(
              'absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white shadow-lg ring-1 ring-white/15 backdrop-blur-sm transition duration-200',
              compact ? 'size-12 [&>svg]:size-5' : 'size-16 [&>svg]:size-7',
              paused ? 'scale-100 opacity-100' : 'scale-90 opacity-0',
            )}
          >
            <PlayIcon className="translate-x-0.5" />
          </span>
        </SurfaceElement>
      ) : null}

      {loading ? (
        <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 text-white" role="status">
          <img src={bookmark.thumbnail} alt="" className="absolute inset-0 size-full object-cover opacity-35 blur-[2px]" referrerPolicy="no-referrer" />
          <SpinnerIcon className={cn('relative animate-spin text-white/90', compact ? 'size-6' : 'size-8')} />
          <p className={cn('relative font-medium text-white/90', compact ? 'text-xs' : 'text-sm')}>{t('stage.loading')}</p>
        </div>
      ) : null}

      {failed ? (
        <Panel icon={<AlertCircleIcon />} title={t('stage.failedTitle')} text={t('stage.failedText')} compact={compact}>
          <OpenOnYouTube videoId={bookmark.videoId} compact={compact} />
        </Panel>
      ) : null}

      {restricted ? (
        <>
          <img src={bookmark.thumbnail} alt="" className="absolute inset-0 size-full object-cover" referrerPolicy="no-referrer" />
          {unavailable ? (
            <UnavailablePanel bookmark={bookmark} compact={compact} />
          ) : (
            <Panel icon={<LockIcon />} title={t('stage.restrictedTitle')} text={t('stage.restrictedText')} compact={compact}>
              <OpenOnYouTube videoId={bookmark.videoId} compact={compact} />
            </Panel>
          )}
        </>
      ) : null}

      {children}
    </div>
  );
}
