import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { parseNoteTimestamps } from '../../../../../functions/schemas/note-timestamps.ts';

interface NoteTextProps {
  text: string;
  /** Jumps the player; null renders the times as plain text (no player to drive). */
  onSeek: ((seconds: number) => void) | null;
  className?: string;
}

/**
 * A note with its timestamps as seek buttons. Everything else is React text: a note is never
 * read as HTML.
 */
export function NoteText({ text, onSeek, className }: NoteTextProps) {
  const { t } = useTranslation('player');
  return (
    <span className={className}>
      {parseNoteTimestamps(text).map((segment, index) =>
        segment.kind === 'text' || !onSeek ? (
          segment.text
        ) : (
          <button
            // Segments never move within one render of a text; the index is a stable key.
            key={index}
            type="button"
            onClick={() => onSeek(segment.seconds)}
            aria-label={t('notes.jumpTo', { time: segment.text })}
            title={t('notes.jumpTo', { time: segment.text })}
            className={cn(
              'inline cursor-pointer rounded bg-rose-50 px-0.5 font-medium text-rose-700 tabular-nums underline decoration-rose-300 underline-offset-2 transition-colors',
              'hover:bg-rose-100 hover:decoration-rose-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-500',
              'dark:bg-rose-500/10 dark:text-rose-300 dark:decoration-rose-500/50 dark:hover:bg-rose-500/20',
            )}
          >
            {segment.text}
          </button>
        ),
      )}
    </span>
  );
}

/**
 * The lines of a note that hold a timestamp, each with its times as seek buttons: under the note
 * editor (a textarea cannot hold buttons) and under the phone's inline player.
 */
export function NoteMoments({ note, onSeek, className }: { note: string; onSeek: ((seconds: number) => void) | null; className?: string }) {
  const { t } = useTranslation('player');
  const lines = note.split('\n').filter((line) => parseNoteTimestamps(line).some((s) => s.kind === 'time'));
  if (lines.length === 0) return null;
  return (
    <ul aria-label={t('notes.momentsList')} className={cn('space-y-1 text-sm text-zinc-700 dark:text-zinc-300', className)}>
      {lines.map((line, index) => (
        <li key={index} className="leading-6 break-words">
          <NoteText text={line.trim()} onSeek={onSeek} />
        </li>
      ))}
    </ul>
  );
}
