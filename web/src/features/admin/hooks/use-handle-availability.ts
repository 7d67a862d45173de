import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { checkHandleAvailability } from '../api';

export type HandleCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; handle: string }
  /** `reason` names the spec's message (`admin:form.<reason>`) when the server gave none. */
  | { state: 'unavailable'; serverMessage?: string; reason: 'unverifiable' | 'network'; suggestion?: string };

const DEBOUNCE_MS = 400;

/**
 * Checks the handle as it is typed (spec 2 §5): only with 3 or more characters; the server's
 * normalised handle replaces the typed one through `onNormalised`. `skip` leaves a handle
 * unchecked (the member's own current handle on the edit screen).
 */
export function useHandleAvailability(handle: string, onNormalised: (handle: string) => void, skip?: string) {
  const [check, setCheck] = useState<HandleCheck>({ state: 'idle' });
  useEffect(() => {
    if (handle.length < 3 || handle === skip || handle.endsWith('-')) {
      setCheck({ state: 'idle' });
      return;
    }
    let cancelled = false;
    setCheck({ state: 'checking' });
    const timer = setTimeout(async () => {
      try {
        const result = await checkHandleAvailability(handle);
        if (cancelled) return;
        if (result.handle && result.handle !== handle) onNormalised(result.handle);
        if (result.available) setCheck({ state: 'available', handle: result.handle });
        else
          setCheck({ state: 'unavailable', serverMessage: result.error, reason: 'unverifiable', suggestion: result.suggestion });
      } catch (err) {
        if (cancelled) return;
        setCheck({ state: 'unavailable', reason: err instanceof ApiError ? 'unverifiable' : 'network' });
      }
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [handle, skip, onNormalised]);
  return check;
}
