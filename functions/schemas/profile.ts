import * as z from 'zod';
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH, RESERVED_HANDLES } from './handle-rules.ts';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText, safeText, searchText } from './text.ts';

/** Spec 2 §5 and §9: the profile form's limits and texts. */
export const TITLE_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 100;
export const PUBLIC_THEMES = ['light', 'dark', 'system', 'auto'] as const;
export type PublicTheme = (typeof PUBLIC_THEMES)[number];

/** An optional text field: trimmed, and an empty one clears it (null). Absent leaves it alone. */
const clearableText = (max: number, message: string) =>
  safeText()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

const title = clearableText(TITLE_MAX_LENGTH, 'Title must be 60 characters or less');
const description = clearableText(DESCRIPTION_MAX_LENGTH, 'Description must be 500 characters or less');

const somethingToUpdate = (body: Record<string, unknown>) => Object.values(body).some((v) => v !== undefined);

/** PUT /api/auth/profile: the profile page's title and description. */
export const profileTextBody = z.object({ title, description }).refine(somethingToUpdate, 'Nothing to update.').meta({ minProperties: 1 });

/** PATCH /api/user/profile: the texts plus names and the avatar. */
export const userProfileBody = z
  .object({
    firstName: clearableText(NAME_MAX_LENGTH, 'First name must be 100 characters or less'),
    lastName: clearableText(NAME_MAX_LENGTH, 'Last name must be 100 characters or less'),
    title,
    description,
    // Shown as an image on public pages: web addresses only, never javascript: or data: ones.
    profileImageUrl: z
      .union([z.url({ protocol: /^https?$/, error: 'Profile image must be an http or https URL' }).max(2048, 'Profile image URL is too long').refine((url) => !hasUnstorableText(url), UNSTORABLE_TEXT_MESSAGE), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
  })
  .refine(somethingToUpdate, 'Nothing to update.')
  .meta({ minProperties: 1 });

/** PUT /api/settings/privacy: any non-empty subset of the switches and the theme. */
export const privacyBody = z
  .object({
    isPublic: z.boolean().optional(),
    showEmail: z.boolean().optional(),
    showName: z.boolean().optional(),
    showProfileImage: z.boolean().optional(),
    showMainCard: z.boolean().optional(),
    showBookmarkList: z.boolean().optional(),
    showCategories: z.boolean().optional(),
    showFavorites: z.boolean().optional(),
    showFeaturedVideo: z.boolean().optional(),
    showNotes: z.boolean().optional(),
    publicTheme: z.enum(PUBLIC_THEMES, { error: "must be 'light', 'dark', 'system' or 'auto'" }).optional(),
  })
  .refine(somethingToUpdate, 'Nothing to update.')
  .meta({ minProperties: 1 });

export type PrivacyChanges = z.output<typeof privacyBody>;
export type ProfileChanges = z.output<typeof userProfileBody>;

/** Handle input of the settings page; the handle rules themselves run after sanitising. */
// What the document says of it is what the server refuses: the rules apply after lower-casing
// and dropping other characters, so fewer than 3 characters or a reserved name never pass.
const handleInput = z
  .string({ error: 'Please enter a handle' })
  .max(200, 'Handle must be 30 characters or less')
  .meta({
    minLength: HANDLE_MIN_LENGTH,
    not: { enum: [...RESERVED_HANDLES] },
    description: `Lower-cased, other characters than a–z, 0–9, _ and - dropped; then ${HANDLE_MIN_LENGTH}–${HANDLE_MAX_LENGTH} characters and not a reserved name.`,
  });
export const handleBody = z.object({ handle: handleInput });
export const handleQuery = z.object({ handle: z.string().max(200, 'Handle must be 30 characters or less').default('') });

/** POST /api/public/{handle}/visit: browser-reported details, kept only as text Postgres can store. */
export const visitBody = z.object({
  userAgent: searchText().max(512, 'User agent must be 512 characters or less').optional(),
  referrer: searchText().max(2048, 'Referrer must be 2048 characters or less').optional(),
});
