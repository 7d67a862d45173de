import { useEffect, useRef } from 'react';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useNotePlayback } from '../hooks/use-note-playback';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { useQueueSelection } from '../hooks/use-queue-selection';
import { useQueueSteps } from '../hooks/use-queue-steps';
import { useWatchTimeSaving } from '../hooks/use-watch-time-saving';
import { useYouTubePlayer } from '../hooks/use-youtube-player';
import { notifyPlayAllComplete } from '../lib/play-all';
import type { PlayerMode } from '../lib/queue';
import { usePlayerPreferences } from '../stores/player-preferences';
import type { PlayerDialogProps } from './player-dialog';
import { PlayerControls } from './player-controls';
import { PlayerHeader } from './player-header';
import { PlayerStage } from './player-stage';
import { PlaylistPanel } from './playlist-panel';
import { VideoDetails } from './video-details';

/** Videos left in a paged queue when its next page is asked for. */
const NEAR_END = 5;

/**
 * One opening of the player dialog: the queue's chosen video in the stage with its controls,
 * details and notes, and the playlist. Composes the selection, the queue's steps, watch-time
 * saving, fullscreen and the keyboard shortcuts around one YouTube player.
 */
export function PlayerSession({
  queue,
  startIndex,
  onOpenChange,
  mode,
  onPlayAllComplete,
  readOnly = false,
  startAt,
  showPlaylist,
  onQueueNearEnd,
}: PlayerDialogProps & { mode: PlayerMode; showPlaylist: boolean }) {
  const { index, bookmark, restricted, item, select } = useQueueSelection(queue, startIndex, startAt);
  // The next page is asked for while a few videos remain, so it is there when they have played.
  useEffect(() => {
    if (onQueueNearEnd && index >= queue.length - NEAR_END) onQueueNearEnd();
  }, [index, queue.length, onQueueNearEnd]);
  const editable = !readOnly && !bookmark.readOnly;

  const volume = usePlayerPreferences((s) => s.volume);
  const muted = usePlayerPreferences((s) => s.muted);
  const toggleShowPlaylist = usePlayerPreferences((s) => s.toggleShowPlaylist);

  const move = useQueueSteps({
    queue,
    index,
    mode,
    select,
    onComplete: () => {
      notifyPlayAllComplete();
      onPlayAllComplete?.();
      onOpenChange(false);
    },
  });
  const onSave = useWatchTimeSaving((key) => {
    const owner = queue.find((b) => b.id === key);
    return !readOnly && !!owner && !owner.readOnly;
  });
  const controls = useYouTubePlayer({ item, volume, muted, onSave, onEnded: () => move('next', 'ended') });
  const notePlayback = useNotePlayback(controls, !restricted);

  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  usePlayerShortcuts({
    togglePlay: controls.togglePlay,
    seekBy: controls.seekBy,
    toggleMute: () => usePlayerPreferences.getState().toggleMuted(),
    changeVolume: (delta) => {
      const state = usePlayerPreferences.getState();
      state.setVolume((state.muted ? 0 : state.volume) + delta);
    },
    toggleFullscreen: fullscreen.toggle,
    next: () => move('next', 'user'),
    previous: () => move('previous', 'user'),
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PlayerHeader mode={mode} />
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain lg:flex-row lg:overflow-hidden">
        <div className="min-w-0 lg:flex-1 lg:overflow-y-auto lg:overscroll-contain">
          <div className="sticky top-0 z-10 sm:static sm:px-4 sm:pt-4 lg:px-5 lg:pt-5">
            <div ref={frameRef} tabIndex={-1} data-player-frame="" className="flex flex-col outline-none overflow-hidden bg-black shadow-xl shadow-zinc-950/20 sm:rounded-xl [&:fullscreen]:justify-center">
              <PlayerStage
                controls={controls}
                bookmark={bookmark}
                restricted={restricted}
                onDoubleClick={fullscreen.toggle}
                className="[:fullscreen>&]:aspect-auto [:fullscreen>&]:flex-1"
              />
              <PlayerControls
                controls={controls}
                fallbackDuration={bookmark.durationSeconds ?? 0}
                disabled={restricted}
                onPrevious={() => move('previous', 'user')}
                onNext={() => move('next', 'user')}
                position={{ current: index + 1, total: queue.length }}
                playlist={queue.length > 1 ? { shown: showPlaylist, toggle: toggleShowPlaylist } : undefined}
                fullscreen={fullscreen}
              />
            </div>
          </div>
          <VideoDetails bookmark={bookmark} readOnly={!editable} playback={notePlayback} />
        </div>

        {showPlaylist ? (
          <aside className="flex shrink-0 flex-col border-t border-zinc-200 max-lg:max-h-[28rem] lg:w-[360px] lg:border-t-0 lg:border-l xl:w-[380px] dark:border-zinc-800">
            <PlaylistPanel queue={queue} currentIndex={index} playing={controls.isPlaying} onSelect={select} className="flex-1" />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
