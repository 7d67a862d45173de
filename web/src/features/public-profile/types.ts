import type { ReactNode } from 'react';

// The API's own answer types (DESIGN §2: web imports the server's schemas as types only).
import type {
  PublicBookmark,
  PublicCategory,
  PublicProfile,
  PublicProfileUser as PublicUser,
} from '../../../../functions/schemas/public-profile.ts';

export type { PublicBookmark, PublicCategory, PublicProfile, PublicUser };
export type PublicTheme = PublicUser['publicTheme'];

/** What the player plays: a queue (a section or the filtered list) and where to start. */
export interface PlaybackSession {
  /** Changes on every new session, so the player starts fresh. */
  id: number;
  queue: PublicBookmark[];
  startIndex: number;
  /** Where on the page it started (a section, 'featured'): the page keeps that queue growing as more loads. */
  place: string;
}

/**
 * The player is another feature: app/ passes it in through these two slots (STYLE.md: features
 * never import each other). Both play read-only: nothing is saved for someone else's bookmarks.
 */
export interface PublicPlayerSlots {
  /** `onQueueNearEnd`: the queue pages in; asked for more as playing nears its loaded end. */
  dialog(props: { session: PlaybackSession; open: boolean; onOpenChange(open: boolean): void; onQueueNearEnd?(): void }): ReactNode;
  inline(props: { bookmark: PublicBookmark; onClose(): void; onEnded(): void }): ReactNode;
}
