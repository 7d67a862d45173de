import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon, HeartIcon, LockIcon } from '../../../components/ui/icons';
import type { MoreBookmarks } from '../hooks/use-public-collection';
import { FAVORITES_PLACE, UNCATEGORIZED_ID, filterCounts, groupBookmarks } from '../lib/sections';
import type { PublicBookmark, PublicProfile } from '../types';
import { BookmarkSection } from './bookmark-section';
import { CategoryFilter } from './category-filter';
import { EmptyState } from './empty-state';
import { SubscribeButton } from './subscribe-button';

interface PublicBookmarksProps {
  profile: PublicProfile;
  /** The whole collection loaded so far: the profile's bookmarks, then the pages after them. */
  bookmarks: PublicBookmark[];
  more: MoreBookmarks;
  /** The owner's favourites, paged on their own from the whole collection (the Favorites row). */
  favorites: { bookmarks: PublicBookmark[]; more: MoreBookmarks };
  /** A signed-in visitor who is not the owner (spec 2 §6). */
  canSubscribe: boolean;
  onPlay(queue: PublicBookmark[], bookmark: PublicBookmark, place: string): void;
  inlinePlayerFor(bookmark: PublicBookmark, place: string): ReactNode;
}

/** The bookmark part of the public page: filter badges, Favorites row and the sections. */
export function PublicBookmarks({ profile, bookmarks, more, favorites, canSubscribe, onPlay, inlinePlayerFor }: PublicBookmarksProps) {
  const { t } = useTranslation('publicProfile');
  const { user, categories } = profile;
  const [selected, setSelected] = useState<string | null>(null);
  const selectedCategory = categories.find((c) => c.id === selected) ?? null;

  if (!user.showBookmarkList) {
    return (
      <EmptyState icon={<LockIcon className="size-5" />} title={t('empty.privateTitle')}>
        {t('empty.privateText')}
      </EmptyState>
    );
  }
  if (bookmarks.length === 0) {
    return (
      <EmptyState icon={<BookmarkIcon className="size-5" />} title={t('empty.noneTitle')}>
        {t('empty.noneText')}
      </EmptyState>
    );
  }

  const subscribeAction = (categoryId: string) => {
    const category = categories.find((c) => c.id === categoryId);
    return canSubscribe && category?.subscribable ? <SubscribeButton handle={user.handle} category={category} /> : null;
  };
  const counts = filterCounts(bookmarks, categories, more.hasMore ? user.bookmarkCount : undefined);
  // Favourites may all lie past the loaded pages: the row shows (and pages in) while the profile counts some.
  const showFavorites = user.showFavorites && (favorites.bookmarks.length > 0 || (favorites.more.hasMore && user.favoriteCount > 0));
  const sectionProps = { onPlay, inlinePlayerFor };
  // A category's section is complete once it holds the category's count, however much of the
  // collection is still to come: it then offers no Load More (nor pages in as it scrolls).
  const moreOf = (loaded: number, categoryId: string | null): MoreBookmarks => {
    const total = categoryId ? categories.find((c) => c.id === categoryId)?.bookmarkCount : undefined;
    return total !== undefined && loaded >= total ? { ...more, hasMore: false } : more;
  };

  let body: ReactNode;
  if (selectedCategory) {
    const inCategory = bookmarks.filter((b) => b.categories.some((c) => c.id === selectedCategory.id));
    body =
      // A category whose cards all lie past the loaded pages shows its (empty) list, which loads on.
      inCategory.length === 0 && !more.hasMore ? (
        <EmptyState icon={<BookmarkIcon className="size-5" />} title={t('empty.noneTitle')}>
          {t('empty.noneInCategory')}
        </EmptyState>
      ) : (
        <BookmarkSection place={selectedCategory.id} title={selectedCategory.name} color={selectedCategory.color} bookmarks={inCategory} count={counts.byCategory.get(selectedCategory.id)} action={subscribeAction(selectedCategory.id)} more={moreOf(inCategory.length, selectedCategory.id)} {...sectionProps} />
      );
  } else {
    body = (
      <>
        {showFavorites ? (
          <BookmarkSection
            place={FAVORITES_PLACE}
            title={t('sections.favorites')}
            icon={<HeartIcon className="size-4 text-rose-500" />}
            bookmarks={favorites.bookmarks}
            count={favorites.more.hasMore ? Math.max(favorites.bookmarks.length, user.favoriteCount) : favorites.bookmarks.length}
            layout="row"
            more={favorites.more}
            onPlay={onPlay}
            inlinePlayerFor={inlinePlayerFor}
          />
        ) : null}
        {groupBookmarks(bookmarks, categories, { uncategorized: t('sections.uncategorized'), all: t('sections.allBookmarks') }).map((section) => (
          <BookmarkSection
            key={section.id}
            place={section.id}
            title={section.name}
            color={section.color}
            bookmarks={section.bookmarks}
            count={section.id === UNCATEGORIZED_ID ? (categories.length > 0 ? section.bookmarks.length : counts.all) : counts.byCategory.get(section.id)}
            action={section.category ? subscribeAction(section.category.id) : null}
            more={moreOf(section.bookmarks.length, section.category?.id ?? null)}
            {...sectionProps}
          />
        ))}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {categories.length > 0 ? <CategoryFilter categories={categories} counts={counts} selected={selected} onSelect={setSelected} /> : null}
      {body}
    </div>
  );
}
