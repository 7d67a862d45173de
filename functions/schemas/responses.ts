import * as z from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { IMPORT_EXISTING_MODES, IMPORT_FAILURES } from './import.ts';
import { PUBLIC_THEMES } from './profile.ts';

/**
 * The API's answers. Each is declared once here: the route declarations put it in
 * /api/openapi.json, the contract test checks every answer against it, and the server's view
 * functions (functions/views/) and the web (type-only imports) take their types from it.
 */
export const isoDate = z.string().describe('ISO 8601 date-time');

export const errorResponse = z
  .object({ message: z.string(), code: z.enum(ERROR_CODES), details: z.unknown().optional() })
  .meta({ id: 'Error', description: 'Every non-2xx answer: a readable message and a fixed code.' });

const categoryRef = z.object({ id: z.uuid(), name: z.string(), color: z.string() });

export const availabilityResponse = z
  .object({
    status: z
      .enum(['private', 'deleted', 'unavailable', 'blocked', 'not_embeddable'])
      .describe('unavailable: private or deleted, YouTube does not say which (oEmbed answers 404 for both; videos.list leaves both out)'),
    blockedRegions: z.array(z.string()).nullable().describe("status blocked: the regions it is blocked in"),
    allowedRegions: z.array(z.string()).nullable().describe('status blocked: the only regions it plays in'),
    checkedAt: isoDate.nullable(),
  })
  .meta({ id: 'VideoAvailability', description: 'Why a saved video no longer plays on YouTube' });

export const bookmarkResponse = z
  .object({
    id: z.uuid(),
    videoId: z.string(),
    url: z.string(),
    title: z.string(),
    note: z.string().nullable(),
    description: z.string().nullable(),
    categories: z.array(categoryRef),
    isFavorite: z.boolean(),
    thumbnail: z.string(),
    duration: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    channel: z.string().nullable(),
    channelId: z.string().nullable(),
    channelIcon: z.string().nullable(),
    views: z.number().nullable(),
    publishedAt: isoDate.nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
    watchTime: z.number().describe('seconds watched'),
    embeddable: z.boolean(),
    availability: availabilityResponse.nullable().describe('null while the video plays on YouTube (or before its first check)'),
    readOnly: z.boolean().describe('seen through a subscribed category: it belongs to someone else'),
  })
  .meta({ id: 'Bookmark' });

export const categoryResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    color: z.string(),
    isPublic: z.boolean(),
    subscribable: z.boolean(),
    displayOrder: z.number(),
    createdAt: isoDate,
    bookmarkCount: z.number(),
    isSubscribed: z.boolean(),
    owner: z.object({ id: z.uuid(), handle: z.string().nullable(), name: z.string().nullable() }).optional(),
  })
  .meta({ id: 'Category' });

export const currentUserResponse = z
  .object({
    id: z.uuid(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    handle: z.string().nullable(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    isPublic: z.boolean(),
    featuredVideoId: z.string().nullable(),
    isAdmin: z.boolean(),
    createdAt: isoDate,
    showEmail: z.boolean(),
    showName: z.boolean(),
    showProfileImage: z.boolean(),
    showMainCard: z.boolean(),
    showBookmarkList: z.boolean(),
    showCategories: z.boolean(),
    showFavorites: z.boolean(),
    showFeaturedVideo: z.boolean(),
    showNotes: z.boolean(),
    publicTheme: z.enum(PUBLIC_THEMES),
  })
  .meta({ id: 'CurrentUser' });

export const apiTokenResponse = z
  .object({ id: z.uuid(), name: z.string(), createdAt: isoDate, lastUsedAt: isoDate.nullable() })
  .meta({ id: 'ApiToken' });

export const createdApiTokenResponse = z
  .object({ id: z.uuid(), name: z.string(), token: z.string().describe('the secret, shown only in this answer') })
  .meta({ id: 'CreatedApiToken' });

export const bookmarkExistsResponse = z.object({ exists: z.boolean(), bookmarkId: z.uuid().nullable() });

export const watchTimeResponse = z.object({ id: z.uuid(), watchTime: z.number().describe('seconds watched') });

export const batchDeleteResponse = z.object({
  deletedCount: z.number().int(),
  errors: z.array(z.object({ id: z.uuid(), code: z.literal('NOT_FOUND'), message: z.string() })).describe('why each other id was not deleted'),
});

export const bulkEditCategoriesResponse = z.object({ updatedCount: z.number().int(), bookmarks: z.array(bookmarkResponse) });

export const featuredVideoResponse = z.object({ featuredVideoId: z.uuid().nullable().describe("the featured bookmark's id") });

export const subscriptionStatusResponse = z.object({ isSubscribed: z.boolean() });

export const proposedHandleResponse = z.object({ handle: z.string() });

export const handleAvailabilityResponse = z.object({
  available: z.boolean(),
  handle: z.string().describe('the handle as it would be stored'),
  error: z.string().optional().describe('why it cannot be taken'),
  suggestion: z.string().optional().describe('a free handle like it'),
});

export const userStatsResponse = z.object({
  totalBookmarks: z.number().int(),
  recentBookmarks: z.number().int().describe('added in the last 7 days'),
  favoriteBookmarks: z.number().int(),
  unavailableBookmarks: z.number().int().describe('saved videos that no longer play for a viewer in `region`'),
  todayVisitors: z.number().int().optional().describe("visitors of the public profile today (UTC), once there is one"),
});

export const googleClientResponse = z.object({ clientId: z.string(), authorizationUrl: z.string(), redirectUri: z.string() });

export const clientConfigResponse = z.object({ youtubeIframeApiUrl: z.string() });

export const oauthStateResponse = z.object({
  state: z.string(),
  codeChallenge: z.string().optional().describe('for the extension: the PKCE challenge of the verifier the server keeps'),
});

export const IMPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

const failedLine = z.object({ line: z.number().int(), url: z.string(), reason: z.string() });

export const importJobResponse = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  format: z.string().nullable().describe('the format the file was recognised as; null until the job has read it'),
  categories: z
    .object({
      created: z.array(z.string()),
      reused: z.array(z.string()),
      uncategorised: z.array(z.string()).describe('categories left out: over the limit of 10'),
    })
    .nullable()
    .describe('null until the job has read the file'),
  existing: z.enum(IMPORT_EXISTING_MODES).describe('what the import does with videos already in the library'),
  total: z.number().int().describe('entries to import (known once the file is read)'),
  processed: z.number().int(),
  imported: z.number().int().describe('bookmarks added'),
  updated: z.number().int().describe('bookmarks already in the library that took the state of the file (existing=update)'),
  skipped: z.number().int().describe('entries whose video was already in the library, left as it was'),
  failedCount: z.number().int().describe('entries that could not be imported'),
  failed: z.array(failedLine).describe('the first 100 of them by line, and why; the report has them all'),
  reportUrl: z.string().describe('GET: every failed entry as CSV (line, url, reason)'),
  error: z.string().nullable().describe('why the import stopped, when it failed'),
  errorCode: z.enum(IMPORT_FAILURES).nullable().describe('the reason of `error` as a code (null for a reason without one)'),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});

export const signedInResponse = z.object({ user: currentUserResponse });

export const extensionTokenResponse = z.object({ token: z.string().describe("the browser extension's token") });

export const videoSummaryResponse = z
  .object({
    id: z.string(),
    title: z.string(),
    thumbnail: z.string(),
    channel: z.string().nullable(),
    views: z.number().nullable(),
    duration: z.string().nullable(),
    embeddable: z.boolean().optional(),
    publishedAt: isoDate.nullable().optional(),
    saved: z.literal(true).optional().describe('you have saved it already'),
  })
  .meta({ id: 'VideoSummary' });

export const regionsResponse = z.array(z.object({ gl: z.string(), name: z.string() }));
export const languagesResponse = z.array(z.object({ hl: z.string(), name: z.string() }));

export const visitResponse = z.object({ counted: z.boolean().describe('whether this visit was counted') });

export const messageResponse = z.object({ message: z.string() });

// What each answer is, as TypeScript sees it: the server's view functions return these and the
// web reads them (type-only imports: no zod in the web's bundle).
export type BookmarkView = z.output<typeof bookmarkResponse>;
/** Why a saved video does not play; null on a bookmark while it plays. */
export type AvailabilityView = z.output<typeof availabilityResponse>;
export type CategoryRef = BookmarkView['categories'][number];
export type CategoryView = z.output<typeof categoryResponse>;
export type CurrentUser = z.output<typeof currentUserResponse>;
export type ApiTokenView = z.output<typeof apiTokenResponse>;
export type CreatedApiToken = z.output<typeof createdApiTokenResponse>;
export type BookmarkExists = z.output<typeof bookmarkExistsResponse>;
export type BatchDeleteResult = z.output<typeof batchDeleteResponse>;
export type FeaturedVideo = z.output<typeof featuredVideoResponse>;
export type ProposedHandle = z.output<typeof proposedHandleResponse>;
export type HandleAvailability = z.output<typeof handleAvailabilityResponse>;
export type UserStats = z.output<typeof userStatsResponse>;
export type GoogleClientConfig = z.output<typeof googleClientResponse>;
export type OAuthStateAnswer = z.output<typeof oauthStateResponse>;
export type ClientConfig = z.output<typeof clientConfigResponse>;
export type SignedIn = z.output<typeof signedInResponse>;
export type ExtensionToken = z.output<typeof extensionTokenResponse>;
export type MessageAnswer = z.output<typeof messageResponse>;
export type ImportReport = z.output<typeof importJobResponse>;
export type ImportStatus = ImportReport['status'];
export type VideoSummaryView = z.output<typeof videoSummaryResponse>;
export type RegionOption = z.output<typeof regionsResponse>[number];
export type LanguageOption = z.output<typeof languagesResponse>[number];
