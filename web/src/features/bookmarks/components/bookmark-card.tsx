import type { ReactNode } from 'react';
import type { Bookmark } from '../../../lib/models';
import { useBookmarkActions } from '../hooks/use-bookmark-actions';
import { BookmarkMenu } from './bookmark-menu';
import { GridCard } from './bookmark-grid-card';
import { ListRow } from './bookmark-list-row';

export type BookmarkCardLayout = 'grid' | 'list' | 'mobile';

export interface BookmarkCardProps {
  bookmark: Bookmark;
  layout: BookmarkCardLayout;
  isFeatured: boolean;
  selected: boolean;
  /** Some card is selected: every checkbox stays visible. */
  selectionActive: boolean;
  onSelectedChange: (selected: boolean) => void;
  onPlay: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Phones: the inline player that takes the thumbnail's place while this card plays. */
  inlinePlayer?: ReactNode;
  className?: string;
}

/** One bookmark in the grid, list or mobile layout (spec 1 §2 "Bookmark card"). */
export function BookmarkCard(props: BookmarkCardProps) {
  const { bookmark, isFeatured } = props;
  const actions = useBookmarkActions(bookmark, isFeatured);
  const menu = (
    <BookmarkMenu
      bookmark={bookmark}
      isFavorite={actions.isFavorite}
      isFeatured={isFeatured}
      onToggleFavorite={actions.toggleFavorite}
      onToggleFeatured={actions.toggleFeatured}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    />
  );
  if (props.layout === 'list') return <ListRow {...props} isFavorite={actions.isFavorite} menu={menu} />;
  return <GridCard {...props} isFavorite={actions.isFavorite} menu={menu} />;
}
