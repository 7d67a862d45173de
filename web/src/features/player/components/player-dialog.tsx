import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { refreshLibrary } from '../../../lib/revalidate';
import type { Bookmark } from '../../../lib/models';
import { notify } from '../../../lib/toast';
import { parseStartTime } from '../../../../../functions/schemas/video-id.ts';
import { saveWatchTime, watchTimeSavesSettled } from '../api';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useNotePlayback } from '../hooks/use-note-playback';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { useYouTubePlayer, type PlaybackItem } from '../hooks/use-youtube-player';
import { notifyPlayAllComplete } from '../lib/play-all';
import { clampIndex, isPlayable, step, type PlayerMode } from '../lib/queue';
import { resumePosition } from '../lib/watch-time';
import { effectiveWatchTime, setWatchTime } from '../../../lib/watch-time-map';
import { usePlayerPreferences } from '../stores/player-preferences';
import { PlayerControls } from './player-controls';
import { PlayerStage } from './player-stage';
import { PlaylistPanel } from './playlist-panel';
import { VideoDetails } from './video-details';

export interface PlayerDialogProps {
  queue: Bookmark[];
  startIndex: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'play-all': the natural end of the last video completes the Play All. */
  mode?: PlayerMode;
  /** Called after 'Play All Complete' (the screen clears its selection); the dialog then closes. */
  onPlayAllComplete?(): void;
  /** Public or subscribed views: no note or favourite editing, no watch-time saving. */
  readOnly?: boolean;
  /** Start the first video here (seconds), overriding the URL's start and the saved watch time. */
  startAt?: number | null;
}

/**
 * The video player dialog (spec 1 §2): YouTube player with custom controls, the video's details
 * and notes, and the playlist. The IFrame API script and the iframe load only when it opens on a
 * playable video; export it through React.lazy so the player's code loads on first play too.
 */
export function PlayerDialog(props: PlayerDialogProps) {
  const hasPlaylist = props.queue.length > 1;
  const showPlaylist = usePlayerPreferences((s) => s.showPlaylist) && hasPlaylist;
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      // Focus the player itself, so Space pauses instead of pressing the close button.
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-player-frame]')}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-zinc-950/70 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 dark:bg-black/80" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-stretch justify-center sm:items-center sm:p-4 lg:p-6">
          <Dialog.Content
            className={cn(
              'relative flex h-dvh w-full flex-col overflow-hidden bg-white text-zinc-900 shadow-2xl outline-none',
              'transition duration-200 ease-out starting:translate-y-4 starting:opacity-0',
              'sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl sm:border sm:border-zinc-200 lg:max-h-[calc(100dvh-3rem)]',
              'vp-dialog dark:bg-zinc-900 dark:text-zinc-100 dark:sm:border-zinc-800',
            )}
            data-playlist={showPlaylist ? '' : undefined}
          >
            {props.queue.length > 0 ? <PlayerSession {...props} mode={props.mode ?? 'single'} showPlaylist={showPlaylist} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface Selection {
  id: string;
  index: number;
  startSeconds: number;
  storedWatchTime: number;
}

function selectionFor(bookmark: Bookmark, index: number, explicitStart: number | null | undefined): Selection {
  const stored = effectiveWatchTime(bookmark);
  return {
    id: bookmark.id,
    index,
    storedWatchTime: stored,
    startSeconds: resumePosition({
      explicitStart: explicitStart ?? parseStartTime(bookmark.url),
      savedWatchTime: stored,
      durationSeconds: bookmark.durationSeconds,
    }),
  };
}

function PlayerSession({
  queue,
  startIndex,
  onOpenChange,
  mode,
  onPlayAllComplete,
  readOnly = false,
  startAt,
  showPlaylist,
}: PlayerDialogProps & { mode: PlayerMode; showPlaylist: boolean }) {
  const { t } = useTranslation('player');
  const [selection, setSelection] = useState<Selection>(() => {
    const index = clampIndex(queue, startIndex);
    return selectionFor(queue[index]!, index, startAt);
  });
  // The queue may be rebuilt while open (a list refresh): follow the bookmark, not the position.
  const found = queue.findIndex((b) => b.id === selection.id);
  const index = found >= 0 ? found : clampIndex(queue, selection.index);
  const bookmark = queue[index]!;
  const restricted = !isPlayable(bookmark);
  const editable = !readOnly && !bookmark.readOnly;

  const volume = usePlayerPreferences((s) => s.volume);
  const muted = usePlayerPreferences((s) => s.muted);
  const toggleShowPlaylist = usePlayerPreferences((s) => s.toggleShowPlaylist);

  const select = (next: number) => setSelection(selectionFor(queue[next]!, next, null));

  const savedSomething = useRef(false);
  const latestQueue = useRef(queue);
  useEffect(() => {
    latestQueue.current = queue;
  });

  const item: PlaybackItem | null = restricted
    ? null
    : { key: bookmark.id, videoId: bookmark.videoId, startSeconds: selection.id === bookmark.id ? selection.startSeconds : 0, storedWatchTime: selection.storedWatchTime };

  const move = (direction: 'next' | 'previous', cause: 'user' | 'ended') => {
    const result = step(queue, index, direction, { cause, mode });
    if (result.kind === 'play') select(result.index);
    else if (result.kind === 'none') {
      notify(
        direction === 'next'
          ? { title: t('toasts.noNext.title'), description: t('toasts.noNext.description'), id: 'player-no-next' }
          : { title: t('toasts.noPrevious.title'), description: t('toasts.noPrevious.description'), id: 'player-no-previous' },
      );
    } else if (result.kind === 'complete') {
      notifyPlayAllComplete();
      onPlayAllComplete?.();
      onOpenChange(false);
    }
  };

  const controls = useYouTubePlayer({
    item,
    volume,
    muted,
    onSave: (key, seconds) => {
      setWatchTime(key, seconds);
      savedSomething.current = true;
      const owner = latestQueue.current.find((b) => b.id === key);
      if (readOnly || !owner || owner.readOnly) return undefined;
      return saveWatchTime(key, seconds);
    },
    onEnded: () => move('next', 'ended'),
  });

  // After the dialog closes (and the final position was saved), refresh the lists once.
  useEffect(
    () => () => {
      if (!savedSomething.current) return;
      window.setTimeout(() => void watchTimeSavesSettled().then(refreshLibrary), 0);
    },
    [],
  );

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
      <header className="flex h-12 shrink-0 items-center gap-3 border-b border-zinc-200 px-3 sm:px-4 dark:border-zinc-800">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            mode === 'play-all' ? 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300' : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
          )}
        >
          <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
          {mode === 'play-all' ? t('dialog.playAll') : t('dialog.nowPlaying')}
        </span>
        <Dialog.CloseTrigger
          aria-label={t('closePlayer')}
          className="ml-auto flex size-9 cursor-pointer items-center justify-center rounded-full text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-rose-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
        >
          <XIcon className="size-5" />
        </Dialog.CloseTrigger>
      </header>

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
