import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshLibrary } from '../../../lib/revalidate';
import type { Bookmark } from '../../../lib/models';
import { errorText } from '../../../lib/api';
import { notify, notifyError } from '../../../lib/toast';
import { useFavoriteToggle } from '../../../lib/use-favorite-toggle';
import { saveNote } from '../api';

/** A local value that holds only while the server's copy still shows the one it replaced. */
interface Override<T> {
  value: T;
  base: T;
}

/**
 * Favourite toggle and note saving from the player (spec 1 §2, §5, §8). Changes show at once;
 * the favourite flips back when the server refuses.
 */
export function useBookmarkEdits(bookmark: Bookmark) {
  const { t } = useTranslation('player');
  const { isFavorite, toggleFavorite } = useFavoriteToggle(bookmark);
  const [note, setNoteOverride] = useState<Override<string | null> & { id: string }>();
  const [savingNote, setSavingNote] = useState(false);

  const currentNote = note && note.id === bookmark.id && note.base === bookmark.note ? note.value : bookmark.note;

  /** Saves the note if it differs from the current one (spec 1 §5); true when saved. */
  const updateNote = useCallback(
    async (draft: string) => {
      if (draft === (currentNote ?? '')) return false;
      setSavingNote(true);
      try {
        await saveNote(bookmark.id, draft);
        setNoteOverride({ id: bookmark.id, value: draft, base: bookmark.note });
        notify({ title: t('toasts.noteUpdated.title'), description: t('toasts.noteUpdated.description') });
        void refreshLibrary();
        return true;
      } catch (error) {
        notifyError(error, errorText(error, t('toasts.noteFailed')));
        return false;
      } finally {
        setSavingNote(false);
      }
    },
    [bookmark.id, bookmark.note, currentNote, t],
  );

  return { isFavorite, toggleFavorite, note: currentNote, updateNote, savingNote };
}
