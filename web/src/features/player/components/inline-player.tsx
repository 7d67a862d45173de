import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { Bookmark } from '../../../lib/models';
import { parseStartTime } from '../../../../../functions/schemas/video-id.ts';
import { useNotePlayback } from '../hooks/use-note-playback';
import { usePlaybackClock } from '../hooks/use-playback-clock';
import { useWatchTimeSaving } from '../hooks/use-watch-time-saving';
import { useYouTubePlayer } from '../hooks/use-youtube-player';
import { isPlayable } from '../lib/queue';
import { PlayerState, resumePosition } from '../lib/watch-time';
import { effectiveWatchTime } from '../../../lib/watch-time-map';
import { usePlayerPreferences } from '../stores/player-preferences';
import { NoteMoments } from './note-text';
import { PlayerStage } from './player-stage';

export interface InlinePlayerProps {
  bookmark: Bookmark;
  onClose(): void;
  /** The video played to its end (a play mode moves on to the next card). */
  onEnded?(): void;
  /** Do not save the watch time on the server (someone else's bookmark). */
  readOnly?: boolean;
}

/**
 * The mobile card's player (spec 1 §4): it replaces the thumbnail in place and starts at once.
 * A tap pauses or resumes; while paused (or when the video cannot play) a close button brings the
 * thumbnail back. Below it, the note's timestamped lines jump the video (phones edit notes in the
 * Edit dialog; the player only reads them).
 */
export function InlinePlayer({ bookmark, onClose, onEnded, readOnly = false }: InlinePlayerProps) {
  const { t } = useTranslation('player');
  const restricted = !isPlayable(bookmark);
  const volume = usePlayerPreferences((s) => s.volume);
  const muted = usePlayerPreferences((s) => s.muted);
  // Where to start is decided once per video, when it is first shown.
  const start = useRef<{ id: string; startSeconds: number; stored: number } | null>(null);
  if (start.current?.id !== bookmark.id) {
    const stored = effectiveWatchTime(bookmark);
    start.current = {
      id: bookmark.id,
      stored,
      startSeconds: resumePosition({ explicitStart: parseStartTime(bookmark.url), savedWatchTime: stored, durationSeconds: bookmark.durationSeconds }),
    };
  }

  const controls = useYouTubePlayer({
    item: restricted ? null : { key: bookmark.id, videoId: bookmark.videoId, startSeconds: start.current.startSeconds, storedWatchTime: start.current.stored },
    volume,
    muted,
    onSave: useWatchTimeSaving(() => !readOnly && !bookmark.readOnly),
    onEnded,
  });

  const [time] = usePlaybackClock(controls.player, bookmark.durationSeconds ?? 0);
  const failed = controls.status === 'failed' || controls.errorCode !== null;
  const paused = controls.status === 'ready' && !controls.isPlaying && controls.playerState !== PlayerState.UNSTARTED;
  // Paused, still loading, failed or restricted: a way back to the thumbnail.
  const closable = paused || restricted || failed || controls.status !== 'ready';
  const progress = time.duration > 0 ? Math.min(1, time.current / time.duration) : 0;
  const notePlayback = useNotePlayback(controls, !restricted && !failed);

  return (
    <>
      <PlayerStage controls={controls} bookmark={bookmark} restricted={restricted} onSurfaceClick={controls.togglePlay} compact className="rounded-xl">
        {closable ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('closePlayer')}
            className="absolute top-2 right-2 z-30 flex size-9 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-rose-400"
          >
            <XIcon className="size-4" />
          </button>
        ) : null}
        {controls.status === 'ready' && !restricted && !failed ? (
          <span className={cn('pointer-events-none absolute inset-x-0 bottom-0 z-10 h-1 bg-white/25 transition-opacity', controls.isPlaying && 'opacity-70')}>
            <span className="block h-full bg-red-600" style={{ width: `${progress * 100}%` }} />
          </span>
        ) : null}
      </PlayerStage>
      {bookmark.note ? <NoteMoments note={bookmark.note} onSeek={notePlayback?.seekAndPlay ?? null} className="-mt-1 rounded-xl bg-zinc-100/80 px-3 py-2 dark:bg-zinc-900" /> : null}
    </>
  );
}
