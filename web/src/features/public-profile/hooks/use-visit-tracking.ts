import { useEffect } from 'react';
import { recordVisit } from '../api';
import { rememberVisit, visitRecordedToday } from '../lib/local-memory';

// StrictMode runs effects twice in development: one request per handle and page load.
const inFlight = new Set<string>();

/**
 * Spec 2 §4: a visit is sent once per day per profile, and remembered in this browser only when
 * the server accepted it (a failed call is tried again on the next load). The owner's own views
 * are not sent.
 */
export function useVisitTracking(handle: string | undefined, isOwner: boolean | undefined) {
  useEffect(() => {
    if (!handle || isOwner !== false) return;
    if (visitRecordedToday(handle) || inFlight.has(handle)) return;
    inFlight.add(handle);
    void recordVisit(handle)
      .then((accepted) => {
        if (accepted) rememberVisit(handle);
      })
      .finally(() => inFlight.delete(handle));
  }, [handle, isOwner]);
}
