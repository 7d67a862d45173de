import { Dialog } from '@ark-ui/react/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CalendarIcon, ExternalLinkIcon, EyeIcon, HeartFilledIcon, HeartIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatRelativeDate, formatViews } from '../../../lib/format';
import type { Bookmark } from '../../../lib/models';
import { currentLanguage } from '../../../i18n';
import { useBookmarkEdits } from '../hooks/use-bookmark-edits';
import type { NotePlayback } from '../hooks/use-note-playback';
import { channelSearchUrl, youtubeWatchUrl } from '../lib/time';
import { NoteEditor } from './note-editor';
import { NoteText } from './note-text';

function ChannelAvatar({ channel, icon }: { channel: string; icon: string | null }) {
  const { t } = useTranslation('player');
  const [failed, setFailed] = useState(false);
  return (
    <a
      href={channelSearchUrl(channel)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('details.searchChannel', { channel })}
      title={t('details.searchChannel', { channel })}
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
  /** The player, for the note's timestamps; null while it cannot play. */
  playback: NotePlayback | null;
}

/** Title, channel, views, date, favourite toggle and the Notes editor under the player. */
export function VideoDetails({ bookmark, readOnly, playback }: VideoDetailsProps) {
  const { t } = useTranslation('player');
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
                  <span className="inline-flex items-center gap-1" title={t('details.viewsTitle')}>
                    <EyeIcon className="size-3.5" />
                    {t('details.views', { views: formatViews(bookmark.views) })}
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1" title={t('details.added', { date: new Date(bookmark.createdAt).toLocaleDateString(currentLanguage()) })}>
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
                title={edits.isFavorite ? t('details.removeFavorite') : t('details.addFavorite')}
                className={cn('rounded-full', edits.isFavorite && 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300 dark:hover:bg-rose-500/20')}
              >
                {edits.isFavorite ? <HeartFilledIcon className="size-4 text-rose-500" /> : <HeartIcon className="size-4" />}
                <span>{t('details.favorite')}</span>
              </Button>
            )}
            <a
              href={youtubeWatchUrl(bookmark.videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center gap-2 rounded-full border border-zinc-300 bg-white px-3.5 text-sm font-medium text-zinc-900 shadow-sm transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
            >
              <ExternalLinkIcon className="size-4" />
              <span className="max-sm:sr-only">{t('openInYouTube')}</span>
            </a>
          </div>
        </div>
      </div>
      {readOnly ? (
        bookmark.note ? (
          <NoteText
            text={bookmark.note}
            onSeek={playback?.seekAndPlay ?? null}
            className="block rounded-xl bg-zinc-50 p-3 text-sm leading-6 break-words whitespace-pre-wrap text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300"
          />
        ) : null
      ) : (
        <NoteEditor key={bookmark.id} note={edits.note} saving={edits.savingNote} onSave={edits.updateNote} playback={playback} />
      )}
    </div>
  );
}
