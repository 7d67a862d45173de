import * as z from 'zod';
import { HANDLE_MAX_LENGTH } from './handle-rules.ts';
import { safeText } from './text.ts';

/**
 * Requests and answers of the admin back office (spec 2 §3, §5, §7). The web imports the answer
 * types from here; the zod schemas validate the requests.
 */

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

// Spec 2 §5: the virtual member form's rules, with its messages.
const firstName = safeText({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100);
const handle = z
  .string({ error: 'Handle must be at least 3 characters' })
  .trim()
  .min(3, 'Handle must be at least 3 characters')
  .max(HANDLE_MAX_LENGTH, 'Handle must be 30 characters or less')
  .regex(/^[a-z0-9-]+$/, 'Handle can only contain lowercase letters, numbers, and hyphens');
const title = safeText().trim().max(60, 'Title must be 60 characters or less').optional().nullable();
const profileImageUrl = optionalText(2000);
const description = optionalText(5000);

export const SKIN_TYPES = ['normal', 'dark'] as const;

/** A suggested category sent with the create request; checked one by one on the server. */
const suggestedCategory = z.object({
  id: z.string().max(100).optional(),
  name: z.unknown(),
  color: z.unknown().optional(),
});

const regionCode = z.string().regex(/^[A-Za-z]{2}$/, 'Region must be a two-letter code.').transform((s) => s.toUpperCase());
const languageCode = z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/, 'Language must be a language code such as en or pt-PT.');

/** Where auto-bookmarking searches (spec 2 §4: the first region and language chosen). */
const searchTarget = z.object({
  region: regionCode.default('US'),
  language: languageCode.optional().nullable(),
});

export const updateVirtualMemberBody = z.object({
  firstName,
  lastName: optionalText(100),
  handle,
  title,
  description,
  profileImageUrl,
});

/** Creating takes what an edit takes, plus the persona's skin and its first categories. */
export const createVirtualMemberBody = updateVirtualMemberBody.extend({
  skinType: z.enum(SKIN_TYPES).default('normal'),
  categories: z.array(suggestedCategory).max(20).optional(),
  /** When given with categories, auto-bookmarking starts for the created ones in this request. */
  autoBookmark: searchTarget.optional(),
});

const joined = safeText().trim().max(500).optional();
export const gptSuggestBody = z.object({
  topic: safeText().trim().max(500).optional(),
  region: joined,
  language: joined,
  targetAudience: joined,
  tone: joined,
});

export const autoBookmarkBody = z.object({
  topic: safeText().trim().min(1, 'Topic is required.').max(200),
  region: regionCode.default('US'),
  targetCount: z.number().min(1).max(50).int().default(10),
  language: languageCode.optional().nullable(),
});

export const handleAvailabilityQuery = z.object({ handle: z.string().max(200).default('') });
