import { describe, expect, it } from 'vitest';
import { HANDLE_PROBLEM_MESSAGES } from '../../functions/schemas/handle-rules.ts';
import { handleMessageKey } from '../../web/src/features/settings/lib/handle-messages';
import { AVAILABLE_MESSAGE, CHECK_FAILED, CURRENT_HANDLE_MESSAGE, TAKEN_FALLBACK } from '../../web/src/features/settings/lib/handle-state';
import en from '../../web/src/locales/en/settings.json';

describe('handle editor messages on screen', () => {
  const known = [CURRENT_HANDLE_MESSAGE, AVAILABLE_MESSAGE, TAKEN_FALLBACK, CHECK_FAILED, ...Object.values(HANDLE_PROBLEM_MESSAGES)];

  it('translate every message the state machine and the server give, with English word for word', () => {
    for (const message of known) {
      const key = handleMessageKey(message);
      expect(key, message).not.toBeNull();
      expect(en.handle.status[key!]).toBe(message);
    }
  });

  it('leave an unknown server text as it is', () => {
    expect(handleMessageKey('Something new from the server')).toBeNull();
    expect(handleMessageKey(null)).toBeNull();
  });
});
