import { useCallback, useState } from 'react';
import { serverMessageOr } from '../../../lib/api';
import { type Bookmark, refreshLibrary } from '../../../lib/library';
import { notify } from '../../../lib/toast';
import { removeFeaturedVideo, setFavorite, setFeaturedVideo } from '../api';

const messageOf = (error: unknown, fallback: string) => serverMessageOr(error, error instanceof Error && error.message ? error.message : fallback);

/**
 * Favourite and featured toggles for one card, with the spec's toasts (spec 1 §8). The favourite
 * flips on screen at once and flips back if the server refuses.
 */
export function useBookmarkActions(bookmark: Bookmark, isFeatured: boolean) {
  // The optimistic value holds only while the server's answer still shows the old one.
  const [override, setOverride] = useState<{ value: boolean; base: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const isFavorite = override && override.base === bookmark.isFavorite ? override.value : bookmark.isFavorite;

  const toggleFavorite = useCallback(async () => {
    const next = !isFavorite;
    setOverride({ value: next, base: bookmark.isFavorite });
    try {
      await setFavorite(bookmark.id, next);
      notify({ title: next ? 'Added to favorites' : 'Removed from favorites' });
      await refreshLibrary();
    } catch (error) {
      setOverride(null);
      notify({ title: 'Error', description: messageOf(error, 'Failed to update bookmark'), variant: 'destructive' });
    }
  }, [bookmark.id, bookmark.isFavorite, isFavorite]);

  const toggleFeatured = useCallback(async () => {
    setPending(true);
    try {
      if (isFeatured) {
        await removeFeaturedVideo();
        notify({ title: 'Featured video removed' });
      } else {
        await setFeaturedVideo(bookmark.id);
        notify({ title: 'Featured video set' });
      }
      await refreshLibrary();
    } catch (error) {
      const fallback = isFeatured ? 'Failed to remove featured video' : 'Failed to set featured video';
      notify({ title: 'Error', description: serverMessageOr(error, fallback), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }, [bookmark.id, isFeatured]);

  return { isFavorite, toggleFavorite, toggleFeatured, featuredPending: pending };
}
