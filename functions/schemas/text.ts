import * as z from 'zod';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText, stripUnstorableText } from '../../db/unstorable-text.ts';

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
