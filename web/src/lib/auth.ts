import useSWR from 'swr';
// The API's own answer type (DESIGN §2: web imports the server's schemas as types only).
import type { CurrentUser } from '../../../functions/schemas/user.ts';

export type { CurrentUser };

export const CURRENT_USER_KEY = '/api/auth/user';

/**
 * The current user, or null when signed out. A failed call (server down, 5xx) also counts as
 * signed out (spec 1 §6: any non-OK answer means signed out).
 */
export function useCurrentUser() {
  const { data, error, isLoading } = useSWR<CurrentUser | null>(CURRENT_USER_KEY);
  return { user: error ? null : (data ?? null), isLoading: isLoading && !error };
}
