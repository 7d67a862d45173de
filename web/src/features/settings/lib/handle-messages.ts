import { HANDLE_PROBLEM_MESSAGES } from '../../../../../functions/schemas/handle-rules.ts';
import { AVAILABLE_MESSAGE, CHECK_FAILED, CURRENT_HANDLE_MESSAGE, TAKEN_FALLBACK } from './handle-state';

export type HandleMessageKey =
  | 'current'
  | 'available'
  | 'notAvailable'
  | 'checkFailed'
  | 'empty'
  | 'tooShort'
  | 'tooLong'
  | 'invalidCharacters'
  | 'reserved';

/**
 * The handle editor's states carry the spec's English message (the same words the server sends);
 * each known one has a translation key in `settings:handle.status`. The state machine and its
 * tests stay in English; only the screen translates.
 */
const KEYS: Record<string, HandleMessageKey> = {
  [CURRENT_HANDLE_MESSAGE]: 'current',
  [AVAILABLE_MESSAGE]: 'available',
  [TAKEN_FALLBACK]: 'notAvailable',
  [CHECK_FAILED]: 'checkFailed',
  [HANDLE_PROBLEM_MESSAGES.empty]: 'empty',
  [HANDLE_PROBLEM_MESSAGES.too_short]: 'tooShort',
  [HANDLE_PROBLEM_MESSAGES.too_long]: 'tooLong',
  [HANDLE_PROBLEM_MESSAGES.invalid_characters]: 'invalidCharacters',
  [HANDLE_PROBLEM_MESSAGES.reserved]: 'reserved',
};

/** The translation key of a handle message, or null for a text only the server knows. */
export function handleMessageKey(message: string | null): HandleMessageKey | null {
  return message ? (KEYS[message] ?? null) : null;
}
