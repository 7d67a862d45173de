import { useEffect } from 'react';
import useSWR, { preload } from 'swr';
import { fetcher } from './api';
// The API's own answer type (DESIGN §2: web imports the server's schemas as types only).
import type { CurrentUser } from '../../../functions/schemas/responses.ts';
import { readSessionHint, writeSessionHint } from './session-hint';

export type { CurrentUser };

export const CURRENT_USER_KEY = '/api/auth/user';

/** Starts the current-user call before the first render: every screen waits for it, so it goes first. */
export function preloadCurrentUser() {
  void preload(CURRENT_USER_KEY, fetcher);
}

/**
 * Both hosts answer "/" with the SPA only to a request that carries a session cookie (the
 * prerendered landing page otherwise), so an app the server sent for "/" expects a user. A copy
 * the service worker served from its cache says nothing about the cookie.
 */
const startedAtHome = window.location.pathname === '/' && !navigator.serviceWorker?.controller;

/** Whether to show and load the signed-in home while the current-user call is pending. */
export function expectsUser(): boolean {
  return startedAtHome || readSessionHint();
}

/**
 * The current user, or null when signed out. A failed call (server down, 5xx) also counts as
 * signed out (spec 1 §6: any non-OK answer means signed out). `expectUser` says, while the call is
 * pending, whether this browser had a session last time: screens then show their signed-in frame
 * rather than flashing the signed-out one.
 */
export function useCurrentUser() {
  const { data, error, isLoading } = useSWR<CurrentUser | null>(CURRENT_USER_KEY);
  const settled = !isLoading || !!error;
  const user = error ? null : (data ?? null);
  useEffect(() => {
    if (settled) writeSessionHint(user !== null);
  }, [settled, user]);
  return { user, isLoading: isLoading && !error, expectUser: !settled && expectsUser() };
}
