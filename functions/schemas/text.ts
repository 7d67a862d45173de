import * as z from 'zod';

// Postgres refuses NUL in text and jsonb, and a UTF-16 surrogate without its partner is not
// Unicode at all (it cannot be encoded as UTF-8): a query carrying one fails with a server error.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode.';

/** Whether the text holds a character Postgres cannot store (NUL, a lone surrogate). */
export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The text without the characters Postgres cannot store. */
export function stripUnstorableText(text: string): string {
  return text.replace(UNSTORABLE_ALL, '');
}

/**
 * A string Postgres can store: text a user saves (names, titles, notes) with such a character is
 * refused with VALIDATION_ERROR, since silently changing what someone wrote is worse. Chains like
 * z.string(): `safeText().trim().max(50)`.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((text) => !hasUnstorableText(text), UNSTORABLE_TEXT_MESSAGE);
}

/**
 * A string whose unstorable characters are dropped rather than refused, since what the sender
 * means is the rest of it: searches and filters, and details a browser reports (a visit's user
 * agent and referrer). Chains like z.string().
 */
export function searchText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripUnstorableText);
}
