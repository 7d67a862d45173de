import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ClockIcon } from '../../../components/ui/icons';
import { formatTimestamp, insertAtSelection } from '../../../../../functions/schemas/note-timestamps.ts';
import type { NotePlayback } from '../hooks/use-note-playback';
import { NoteMoments } from './note-text';

interface NoteEditorProps {
  note: string | null;
  saving: boolean;
  onSave(draft: string): Promise<boolean>;
  /** The player, for 'Add timestamp' and the moments' seek buttons; null while it cannot play. */
  playback: NotePlayback | null;
}

/**
 * The Notes area of the player (spec 1 §2): a textarea with 'Save Note' shown only once the note
 * changed, 'Add timestamp' (the playing position at the caret), and the draft's timestamped lines
 * as seek buttons below it.
 */
export function NoteEditor({ note, saving, onSave, playback }: NoteEditorProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const [draft, setDraft] = useState(note ?? '');
  const changed = draft !== (note ?? '');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The caret only means something once the person has been in the box; before that, append.
  const caretKnown = useRef(false);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (pendingCaret.current === null || !textarea) return;
    textarea.focus();
    textarea.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [draft]);

  const addTimestamp = () => {
    if (!playback) return;
    const textarea = textareaRef.current;
    const start = caretKnown.current && textarea ? textarea.selectionStart : draft.length;
    const end = caretKnown.current && textarea ? textarea.selectionEnd : draft.length;
    const next = insertAtSelection(draft, start, end, formatTimestamp(playback.currentTime(), draft));
    pendingCaret.current = next.caret;
    caretKnown.current = true;
    setDraft(next.text);
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !saving) void onSave(draft);
      }}
    >
      {/* Save Note sits beside the label, not below the box, so it is never under the fold. */}
      <div className="flex min-h-9 items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('notes.label')}
        </label>
        {changed ? (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setDraft(note ?? '')} disabled={saving}>
              {t('notes.discard')}
            </Button>
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? t('notes.saving') : t('notes.save')}
            </Button>
          </div>
        ) : null}
      </div>
      <textarea
        ref={textareaRef}
        id={id}
        rows={3}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onFocus={() => (caretKnown.current = true)}
        placeholder={t('notes.placeholder')}
        className="block w-full resize-y rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm shadow-sm transition-colors placeholder:text-zinc-400 focus:border-rose-400 focus:ring-2 focus:ring-rose-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-950 dark:placeholder:text-zinc-500 dark:focus:border-rose-500"
      />
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={addTimestamp}
          disabled={!playback}
          title={t('notes.addTimestampHint')}
          className="h-8 rounded-full px-3 text-xs"
        >
          <ClockIcon className="size-3.5" />
          {t('notes.addTimestamp')}
        </Button>
        <NoteMoments note={draft} onSeek={playback?.seekAndPlay ?? null} className="min-w-0 flex-1 basis-60 pt-1" />
      </div>
    </form>
  );
}
