import {
  ExternalLinkIcon,
  HeartFilledIcon,
  HeartIcon,
  MoreVerticalIcon,
  PencilIcon,
  StarFilledIcon,
  StarIcon,
  TrashIcon,
} from '../../../components/ui/icons';
import { Menu } from '../../../components/ui/menu';
import type { Bookmark } from '../../../lib/models';
import { cn } from '../../../lib/cn';
import { useTranslation } from 'react-i18next';

export interface BookmarkMenuProps {
  bookmark: Bookmark;
  isFavorite: boolean;
  isFeatured: boolean;
  onToggleFavorite: () => void;
  onToggleFeatured: () => void;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

/** The watch page of a bookmark on YouTube. */
export function youtubeUrl(bookmark: Pick<Bookmark, 'url' | 'videoId'>): string {
  return bookmark.url || `https://www.youtube.com/watch?v=${bookmark.videoId}`;
}

/**
 * The card's action menu (spec 1 §2). A read-only bookmark (seen through a subscribed category)
 * belongs to someone else: only Open in YouTube remains.
 */
export function BookmarkMenu({ bookmark, isFavorite, isFeatured, onToggleFavorite, onToggleFeatured, onEdit, onDelete, className }: BookmarkMenuProps) {
  const readOnly = bookmark.readOnly;
  const { t } = useTranslation(['bookmarks', 'common']);
  const onSelect = ({ value }: { value: string }) => {
    switch (value) {
      case 'favorite':
        return onToggleFavorite();
      case 'featured':
        return onToggleFeatured();
      case 'open':
        return void window.open(youtubeUrl(bookmark), '_blank', 'noopener,noreferrer');
      case 'edit':
        return onEdit();
      case 'delete':
        return onDelete();
    }
  };

  return (
    <Menu
      label={t('menu.actionsFor', { title: bookmark.title })}
      triggerClassName={cn(
        'flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 data-[state=open]:bg-zinc-100 data-[state=open]:text-zinc-900',
        'dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white dark:data-[state=open]:bg-zinc-800 dark:data-[state=open]:text-white',
        className,
      )}
      trigger={<MoreVerticalIcon className="size-4.5" />}
      placement="bottom-end"
      gutter={4}
      onSelect={onSelect}
      contentClassName="min-w-52"
    >
      {({ MenuItem, MenuSeparator }) => (
        <>
          {readOnly ? null : (
            <>
              <MenuItem value="favorite">
                {isFavorite ? <HeartFilledIcon className="size-4 text-rose-500" /> : <HeartIcon className="size-4" />}
                {isFavorite ? t('menu.removeFavorite') : t('menu.addFavorite')}
              </MenuItem>
              <MenuItem value="featured">
                {isFeatured ? <StarFilledIcon className="size-4 text-amber-500" /> : <StarIcon className="size-4" />}
                {isFeatured ? t('menu.removeFeatured') : t('menu.setFeatured')}
              </MenuItem>
            </>
          )}
          <MenuItem value="open">
            <ExternalLinkIcon className="size-4" /> {t('menu.openInYouTube')}
          </MenuItem>
          {readOnly ? null : (
            <>
              <MenuSeparator />
              <MenuItem value="edit">
                <PencilIcon className="size-4" /> {t('menu.edit')}
              </MenuItem>
              <MenuItem
                value="delete"
                className="text-red-600 data-highlighted:bg-red-50 data-highlighted:text-red-700 dark:text-red-400 dark:data-highlighted:bg-red-500/10 dark:data-highlighted:text-red-300"
              >
                <TrashIcon className="size-4" /> {t('common:actions.delete')}
              </MenuItem>
            </>
          )}
        </>
      )}
    </Menu>
  );
}
