import { useCallback, useState } from 'react';
import { serverMessageOr } from '../../../lib/api';
import { type Bookmark, refreshLibrary } from '../../../lib/library';
import { notify } from '../../../lib/toast';
import { saveNote, setFavorite } from '../api';

const messageOf = (error: unknown, fallback: string) => serverMessageOr(error, error instanceof Error && error.message ? error.message : fallback);

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
  const [favorite, setFavoriteOverride] = useState<Override<boolean> & { id: string }>();
  const [note, setNoteOverride] = useState<Override<string | null> & { id: string }>();
  const [savingNote, setSavingNote] = useState(false);

  const isFavorite = favorite && favorite.id === bookmark.id && favorite.base === bookmark.isFavorite ? favorite.value : bookmark.isFavorite;
  const currentNote = note && note.id === bookmark.id && note.base === bookmark.note ? note.value : bookmark.note;

  const toggleFavorite = useCallback(async () => {
    const next = !isFavorite;
    setFavoriteOverride({ id: bookmark.id, value: next, base: bookmark.isFavorite });
    try {
      await setFavorite(bookmark.id, next);
      notify({ title: next ? 'Added to favorites' : 'Removed from favorites' });
      void refreshLibrary();
    } catch (error) {
      setFavoriteOverride(undefined);
      notify({ title: 'Error', description: messageOf(error, 'Failed to update bookmark'), variant: 'destructive' });
    }
  }, [bookmark.id, bookmark.isFavorite, isFavorite]);

  /** Saves the note if it differs from the current one (spec 1 §5); true when saved. */
  const updateNote = useCallback(
    async (draft: string) => {
      if (draft === (currentNote ?? '')) return false;
      setSavingNote(true);
      try {
        await saveNote(bookmark.id, draft);
        setNoteOverride({ id: bookmark.id, value: draft, base: bookmark.note });
        notify({ title: 'Note updated', description: 'Your note has been saved.' });
        void refreshLibrary();
        return true;
      } catch (error) {
        notify({ title: 'Error', description: messageOf(error, 'Failed to update bookmark'), variant: 'destructive' });
        return false;
      } finally {
        setSavingNote(false);
      }
    },
    [bookmark.id, bookmark.note, currentNote],
  );

  return { isFavorite, toggleFavorite, note: currentNote, updateNote, savingNote };
}
