import { useCallback, useState } from 'react';
import { refreshLibrary } from '../../../lib/revalidate';
import type { Bookmark } from '../../../lib/models';
import { notify, notifyError } from '../../../lib/toast';
import { useFavoriteToggle } from '../../../lib/use-favorite-toggle';
import { removeFeaturedVideo, setFeaturedVideo } from '../api';
import { useTranslation } from 'react-i18next';

/**
 * Favourite and featured toggles for one card, with the spec's toasts (spec 1 §8).
 */
export function useBookmarkActions(bookmark: Bookmark, isFeatured: boolean) {
  const { isFavorite, toggleFavorite } = useFavoriteToggle(bookmark);
  const [pending, setPending] = useState(false);
  const { t } = useTranslation('bookmarks');

  const toggleFeatured = useCallback(async () => {
    setPending(true);
    try {
      if (isFeatured) {
        await removeFeaturedVideo();
        notify({ title: t('featured.removed') });
      } else {
        await setFeaturedVideo(bookmark.id);
        notify({ title: t('featured.set') });
      }
      await refreshLibrary();
    } catch (error) {
      const fallback = isFeatured ? t('featured.removeFailed') : t('featured.setFailed');
      notifyError(error, fallback);
    } finally {
      setPending(false);
    }
  }, [bookmark.id, isFeatured, t]);

  return { isFavorite, toggleFavorite, toggleFeatured, featuredPending: pending };
}
