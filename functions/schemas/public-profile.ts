import * as z from 'zod';
import { PUBLIC_THEMES } from './profile.ts';
import { availabilityResponse, isoDate } from './responses.ts';

// Answer of GET /api/public/:handle. Every privacy switch is applied on the server (DESIGN §8):
// what the owner hides is null or empty here, never merely hidden by the page.

export const publicBookmark = z
  .object({
    id: z.uuid(),
    videoId: z.string(),
    url: z.string(),
    title: z.string(),
    channel: z.string().nullable(),
    thumbnail: z.string().nullable(),
    duration: z.string().nullable(),
    views: z.number().nullable(),
    embeddable: z.boolean(),
    isFavorite: z.boolean().describe('false unless the owner shows favourites'),
    note: z.string().nullable().describe("The owner's note; null unless they show notes."),
    createdAt: isoDate,
    categories: z.array(z.object({ id: z.uuid() })).describe('public categories only'),
    availability: availabilityResponse
      .nullable()
      .describe('null while the video plays; visitors are never sent gone videos, so only the owner sees private, deleted or not embeddable ones'),
  })
  .meta({ id: 'PublicBookmark' });

export const publicProfileResponse = z
  .object({
    user: z.object({
      handle: z.string(),
      firstName: z.string().nullable().describe('null unless showName'),
      lastName: z.string().nullable().describe('null unless showName'),
      profileImageUrl: z.string().nullable().describe('null unless showProfileImage'),
      email: z.string().nullable().describe('null unless showEmail and showMainCard: the address appears nowhere else'),
      title: z.string().nullable(),
      description: z.string().nullable(),
      createdAt: isoDate,
      bookmarkCount: z.number().int().describe('of the public bookmarks'),
      favoriteCount: z.number().int().describe('0 unless showFavorites'),
      publicTheme: z.enum(PUBLIC_THEMES),
      showMainCard: z.boolean(),
      showBookmarkList: z.boolean(),
      showCategories: z.boolean(),
      showFavorites: z.boolean(),
      showFeaturedVideo: z.boolean(),
      showNotes: z.boolean().describe('beyond the spec: the owner shows their notes on bookmarks (off by default)'),
      featuredVideo: publicBookmark.nullable().describe('null unless showFeaturedVideo and the featured bookmark is public'),
      isOwner: z.boolean().describe('the signed-in viewer is this user'),
    }),
    categories: z
      .array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          color: z.string(),
          bookmarkCount: z.number().int(),
          subscribable: z.boolean(),
          isPublic: z.literal(true),
          isSubscribed: z.boolean().describe("the viewer's subscription; false when signed out"),
        }),
      )
      .describe('[] unless showCategories; only public categories, in display order'),
    bookmarks: z.array(publicBookmark).describe('[] unless showBookmarkList; newest first, at most 500'),
    bookmarksCursor: z
      .string()
      .nullable()
      .describe('When the collection goes on past these bookmarks: the cursor of GET /{handle}/bookmarks (the whole list or any of its categories) that starts right after them; else null'),
  })
  .meta({ id: 'PublicProfile' });

export type PublicProfile = z.output<typeof publicProfileResponse>;
export type PublicProfileUser = PublicProfile['user'];
export type PublicCategory = PublicProfile['categories'][number];
export type PublicBookmark = PublicProfile['bookmarks'][number];
