import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { cn } from '../../../lib/cn';
import type { Bookmark } from '../../../lib/models';
import type { PlayerMode } from '../lib/queue';
import { usePlayerPreferences } from '../stores/player-preferences';
import { PlayerSession } from './player-session';

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
  /**
   * A queue that pages in (a long public collection): called as the video playing nears the end
   * of what is loaded, so next and the end of a video go on into the following page.
   */
  onQueueNearEnd?(): void;
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
