import { useCallback, useState } from 'react';
import { errorText } from './api';
import { updateBookmark } from './bookmark-api';
import type { Bookmark } from './models';
import { refreshLibrary } from './revalidate';
import { notify, notifyError } from './toast';
import { useTranslation } from 'react-i18next';

/**
 * The favourite toggle of a bookmark, wherever it is shown (card menu, player), with the spec's
 * toasts (spec 1 §8). The new value shows at once and holds while the server's copy still shows
 * the old one; it flips back if the server refuses.
 */
export function useFavoriteToggle(bookmark: Pick<Bookmark, 'id' | 'isFavorite'>) {
  const { t } = useTranslation();
  const [override, setOverride] = useState<{ id: string; value: boolean; base: boolean } | null>(null);
  const isFavorite = override && override.id === bookmark.id && override.base === bookmark.isFavorite ? override.value : bookmark.isFavorite;

  const toggleFavorite = useCallback(async () => {
    const next = !isFavorite;
    setOverride({ id: bookmark.id, value: next, base: bookmark.isFavorite });
    try {
      await updateBookmark(bookmark.id, { isFavorite: next });
      notify({ title: next ? t('favorites.added') : t('favorites.removed') });
      void refreshLibrary();
    } catch (error) {
      setOverride(null);
      notifyError(error, errorText(error, t('bookmark.updateFailed')));
    }
  }, [bookmark.id, bookmark.isFavorite, isFavorite, t]);

  return { isFavorite, toggleFavorite };
}
