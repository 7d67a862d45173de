import { useCallback, useEffect, useRef, useState } from 'react';
import { checkHandle } from '../api';
import { CHECK_FAILED, fromAvailability, idle, precheck, sanitizeInput, type HandleState } from '../lib/handle-state';

/**
 * The handle editor's input and check state (spec 2 §4): idle → checking → available / taken /
 * error. Typing sanitises live and makes an earlier answer stale (back to idle). An answer that
 * arrives after the input changed is dropped.
 */
export function useHandleCheck(current: string | null) {
  const [input, setInputRaw] = useState(current ?? '');
  const [state, setState] = useState<HandleState>(() => idle(current ?? ''));
  const latest = useRef(input);

  // The saved handle changed (saved here, or in another tab): start from it.
  useEffect(() => {
    if (current === null) return;
    latest.current = current;
    setInputRaw(current);
    setState(idle(current));
  }, [current]);

  // Stable, so an effect may depend on it without running on every render.
  const setInput = useCallback((raw: string) => {
    const value = sanitizeInput(raw);
    latest.current = value;
    setInputRaw(value);
    setState(idle(value));
  }, []);

  /** Checks `value` (the input by default); resolves with the resulting state. */
  const check = async (value: string = input): Promise<HandleState> => {
    const local = precheck(value, current);
    if (local !== 'ask-server') {
      setState(local);
      return local;
    }
    setState({ status: 'checking', message: null, handle: value });
    let next: HandleState;
    try {
      next = fromAvailability(value, await checkHandle(value));
    } catch {
      next = { status: 'error', message: CHECK_FAILED, handle: value };
    }
    if (latest.current === value) {
      // The server may normalise the handle; its form replaces the typed one (spec 2 §5).
      if (next.handle !== value) {
        latest.current = next.handle;
        setInputRaw(next.handle);
      }
      setState(next);
    }
    return next;
  };

  return { input, setInput, state, setState, check };
}
