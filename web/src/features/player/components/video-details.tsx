import { Dialog } from '@ark-ui/react/dialog';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CalendarIcon, ExternalLinkIcon, EyeIcon, HeartFilledIcon, HeartIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatRelativeDate, formatViews } from '../../../lib/format';
import type { Bookmark } from '../../../lib/models';
import { useBookmarkEdits } from '../hooks/use-bookmark-edits';
import { channelSearchUrl, youtubeWatchUrl } from '../lib/time';

function ChannelAvatar({ channel, icon }: { channel: string; icon: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <a
      href={channelSearchUrl(channel)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Search YouTube for ${channel}`}
      title={`Search YouTube for ${channel}`}
      className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-rose-500 to-orange-400 text-sm font-semibold text-white ring-2 ring-transparent transition hover:ring-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 dark:hover:ring-rose-500/60"
    >
      {icon && !failed ? (
        <img src={icon} alt="" width={40} height={40} className="size-full object-cover" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{[...channel.trim()][0]?.toUpperCase() ?? '?'}</span>
      )}
    </a>
  );
}

interface VideoDetailsProps {
  bookmark: Bookmark;
  readOnly: boolean;
}

/** Title, channel, views, date, favourite toggle and the Notes editor under the player. */
export function VideoDetails({ bookmark, readOnly }: VideoDetailsProps) {
  const edits = useBookmarkEdits(bookmark);
  const channel = bookmark.channel?.trim() || null;

  return (
    <div className="space-y-4 px-4 py-4 sm:px-5">
      <div className="space-y-3">
        <Dialog.Title className="line-clamp-2 text-lg leading-snug font-semibold tracking-tight text-balance sm:text-xl" title={bookmark.title}>
          {bookmark.title}
        </Dialog.Title>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-3">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            {channel ? <ChannelAvatar channel={channel} icon={bookmark.channelIcon} /> : null}
            <div className="min-w-0">
              {channel ? <p className="truncate text-sm font-semibold">{channel}</p> : null}
              <p className="flex flex-wrap items-center gap-x-3 text-xs text-zinc-500 dark:text-zinc-400">
                {bookmark.views !== null ? (
                  <span className="inline-flex items-center gap-1" title="Views">
                    <EyeIcon className="size-3.5" />
                    {formatViews(bookmark.views)} views
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1" title={`Added ${new Date(bookmark.createdAt).toLocaleDateString()}`}>
                  <CalendarIcon className="size-3.5" />
                  {formatRelativeDate(bookmark.createdAt)}
                </span>
              </p>
            </div>
          </div>
          <div className="flex items-center gap-2">
            {readOnly ? null : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void edits.toggleFavorite()}
                aria-pressed={edits.isFavorite}
                title={edits.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
                className={cn('rounded-full', edits.isFavorite && 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300 dark:hover:bg-rose-500/20')}
              >
                {edits.isFavorite ? <HeartFilledIcon className="size-4 text-rose-500" /> : <HeartIcon className="size-4" />}
                <span>Favorite</span>
              </Button>
            )}
            <a
              href={youtubeWatchUrl(bookmark.videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center gap-2 rounded-full border border-zinc-300 bg-white px-3.5 text-sm font-medium text-zinc-900 shadow-sm transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
            >
              <ExternalLinkIcon className="size-4" />
              <span className="max-sm:sr-only">Open in YouTube</span>
            </a>
          </div>
        </div>
      </div>
      {readOnly ? (
        bookmark.note ? (
          <div className="rounded-xl bg-zinc-50 p-3 text-sm whitespace-pre-wrap text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300">{bookmark.note}</div>
        ) : null
      ) : (
        <NoteEditor key={bookmark.id} note={edits.note} saving={edits.savingNote} onSave={edits.updateNote} />
      )}
    </div>
  );
}

function NoteEditor({ note, saving, onSave }: { note: string | null; saving: boolean; onSave(draft: string): Promise<boolean> }) {
  const id = useId();
  const [draft, setDraft] = useState(note ?? '');
  const changed = draft !== (note ?? '');
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
          Notes
        </label>
        {changed ? (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setDraft(note ?? '')} disabled={saving}>
              Discard
            </Button>
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? 'Saving...' : 'Save Note'}
            </Button>
          </div>
        ) : null}
      </div>
      <textarea
        id={id}
        rows={3}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        placeholder="Add a note about this video..."
        className="block w-full resize-y rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm shadow-sm transition-colors placeholder:text-zinc-400 focus:border-rose-400 focus:ring-2 focus:ring-rose-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-950 dark:placeholder:text-zinc-500 dark:focus:border-rose-500"
      />
    </form>
  );
}
