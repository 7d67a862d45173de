import { Suspense } from 'react';
import type { PublicBookmark, PublicPlayerSlots } from '../../features/public-profile/types';
import { LazyInlinePlayer, LazyPlayerDialog } from '../../features/player/lazy';
import type { Bookmark } from '../../lib/models';

/**
 * A public bookmark in the player's shape: the note only when the owner shows notes, read-only
 * with its timestamps. readOnly: the player offers no note editing, favourite or featured action
 * and saves no watch time on the server for someone else's bookmark.
 */
export function toPlayerBookmark(bookmark: PublicBookmark): Bookmark {
  return {
    id: bookmark.id,
    videoId: bookmark.videoId,
    url: bookmark.url,
    title: bookmark.title,
    note: bookmark.note,
    description: null,
    categories: [],
    isFavorite: bookmark.isFavorite,
    thumbnail: bookmark.thumbnail ?? `https://i.ytimg.com/vi/${bookmark.videoId}/hqdefault.jpg`,
    duration: bookmark.duration,
    durationSeconds: null,
    channel: bookmark.channel,
    channelId: null,
    channelIcon: null,
    views: bookmark.views,
    publishedAt: null,
    createdAt: bookmark.createdAt,
    updatedAt: bookmark.createdAt,
    watchTime: 0,
    embeddable: bookmark.embeddable,
    // The player says why a gone video does not play, and next and Play All step over it.
    availability: bookmark.availability,
    readOnly: true,
  };
}

/** The player feature in the public pages' two slots (features never import each other). */
export const publicPlayer: PublicPlayerSlots = {
  dialog: ({ session, open, onOpenChange, onQueueNearEnd }) => (
    <Suspense fallback={null}>
      <LazyPlayerDialog
        key={session.id}
        queue={session.queue.map(toPlayerBookmark)}
        startIndex={session.startIndex}
        open={open}
        onOpenChange={onOpenChange}
        onQueueNearEnd={onQueueNearEnd}
        readOnly
      />
    </Suspense>
  ),
  inline: ({ bookmark, onClose, onEnded }) => (
    <Suspense fallback={<div className="aspect-video w-full animate-pulse bg-zinc-900" />}>
      <LazyInlinePlayer bookmark={toPlayerBookmark(bookmark)} readOnly onClose={onClose} onEnded={onEnded} />
    </Suspense>
  ),
};
