import * as z from 'zod';
import { isoDate } from './responses.ts';

// The back office's answers, declared once as in responses.ts.

export const adminStatsResponse = z.object({
  totalUsers: z.number().int(),
  newUsers: z.number().int().describe('registered in the last 7 days'),
  virtualMembers: z.number().int(),
  publishedMembers: z.number().int(),
  goneUnavailable: z.number().int().describe('saved videos found private, deleted, blocked or not embeddable in the last 7 days'),
  checkerQuotaUsed: z.number().int().describe("what the availability check spent today (UTC): Data API units, or oEmbed calls without a key"),
  checkerDailyQuota: z.number().int().nullable().describe('its Data API units a day; null without a key'),
});

export const adminUserResponse = z
  .object({
    id: z.uuid(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: isoDate,
    isAdmin: z.boolean(),
  })
  .meta({ id: 'AdminUser' });

export const virtualMemberResponse = z
  .object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    handle: z.string().nullable(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isPublic: z.boolean(),
    createdAt: isoDate,
  })
  .meta({ id: 'VirtualMember' });

const category = z.object({ name: z.string(), color: z.string() });

export const createdVirtualMemberResponse = z.object({
  user: virtualMemberResponse,
  categories: z.array(category.extend({ id: z.uuid() })),
  categoryErrors: z.array(z.string()).describe('the suggested categories left out, and why'),
  runId: z.uuid().nullable().describe('the auto-bookmarking run started, if any'),
});

export const publishedMemberResponse = z.object({ message: z.string(), user: virtualMemberResponse });

export const gptSuggestionResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  profileImageUrl: z.string(),
  categories: z.array(category),
});

const recentBookmark = z.object({
  bookmarkId: z.uuid(),
  title: z.string(),
  channelTitle: z.string().nullable(),
  viewCount: z.number().nullable(),
});

export const autoBookmarkStartedResponse = z.object({
  success: z.boolean(),
  bookmarksCreated: z.number().int(),
  videosFound: z.number().int(),
  bookmarks: z.array(recentBookmark),
  message: z.string(),
  runId: z.uuid(),
  jobId: z.uuid(),
});

export const autoBookmarkRunResponse = z.object({
  runId: z.uuid(),
  memberId: z.uuid(),
  running: z.boolean().describe('while any category is pending or in progress'),
  categories: z.array(
    z.object({
      jobId: z.uuid(),
      categoryId: z.uuid(),
      categoryName: z.string(),
      status: z.enum(['pending', 'in_progress', 'completed', 'failed']),
      bookmarksCreated: z.number().int(),
      totalVideosFound: z.number().int(),
      error: z.string().nullable(),
      bookmarks: z.array(recentBookmark),
    }),
  ),
});

export type AdminStats = z.output<typeof adminStatsResponse>;
export type AdminUserView = z.output<typeof adminUserResponse>;
export type VirtualMemberView = z.output<typeof virtualMemberResponse>;
export type PublishedMember = z.output<typeof publishedMemberResponse>;
export type CreateVirtualMemberResponse = z.output<typeof createdVirtualMemberResponse>;
export type GptSuggestion = z.output<typeof gptSuggestionResponse>;
/** The spec's auto-bookmark answer: counts known when the call answers (0 for a new run); poll `runId`. */
export type AutoBookmarkResponse = z.output<typeof autoBookmarkStartedResponse>;
export type AutoBookmarkRunView = z.output<typeof autoBookmarkRunResponse>;
/** One category's progress (spec 2 §3), as the result card polls it. */
export type AutoBookmarkProgress = AutoBookmarkRunView['categories'][number];
