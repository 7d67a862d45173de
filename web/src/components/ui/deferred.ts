import { type KeyboardEvent as ReactKeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent, useEffect, useSyncExternalStore } from 'react';

/**
 * Interactive widgets (Ark UI's menus, select, tooltips, toggle group) load on first use instead of
 * with the screen (README "Page weight"): until then the screen shows a look-alike of the closed
 * widget (same element, classes, text and ARIA state, same id). The first sign of use (the pointer
 * over it, focus, a touch) loads the real widget; a click or key pressed before it is there is
 * replayed on it, and focus moves over to it, so nothing is lost.
 */
export interface Deferred<M> {
  /** Starts loading (once; again after a failure); resolves with the module. */
  load(): Promise<M>;
  /** load() for event handlers: a failure leaves the look-alikes in place until the next use. */
  start(): void;
  /** The module once loaded, null before; re-renders when it arrives. */
  use(): M | null;
}

type Replay = { id: string; click: true } | { id: string; key: string };
let replay: Replay | null = null;
/** Set when a module arrives: the id of the element that had focus, until the hand-over ran. */
let handOver: { focusedId: string | null } | null = null;
/** The innermost look-alike under the mouse (enter events run outer to inner). */
let hovered: string | null = null;

/** Look-alike hover bookkeeping: a tooltip over it opens without the mouse moving again. */
export function noteHover(id: string, pointerType: string) {
  if (pointerType === 'mouse') hovered = id;
}
export function noteLeave(id: string) {
  if (hovered === id) hovered = null;
}

/**
 * Once the real widgets replaced the look-alikes: focus goes back to the element that had it (same
 * id), and a click or key pressed meanwhile is replayed. Runs after React committed them and their
 * state machines started (use()'s effect queues it), before the browser handles the next event;
 * or on the next frame should nothing re-render.
 */
function flushHandOver() {
  if (!handOver) return;
  const { focusedId } = handOver;
  handOver = null;
  if (focusedId && (document.activeElement === document.body || !document.activeElement?.isConnected)) {
    document.getElementById(focusedId)?.focus({ preventScroll: true });
  }
  // The mouse rests on what was a look-alike: tell the real one (and its tooltip) it is there.
  const under = hovered ? document.getElementById(hovered) : null;
  hovered = null;
  under?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  const pending = replay;
  replay = null;
  const target = pending ? document.getElementById(pending.id) : null;
  if (!pending || !target) return;
  if ('click' in pending) target.click();
  else target.dispatchEvent(new KeyboardEvent('keydown', { key: pending.key, bubbles: true, cancelable: true }));
}

export function deferred<M>(importer: () => Promise<M>): Deferred<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => module;
  const deferredModule: Deferred<M> = {
    load() {
      loading ??= importer().then(
        (loaded) => {
          handOver = { focusedId: document.activeElement?.id || null };
          module = loaded;
          for (const listener of listeners) listener();
          requestAnimationFrame(flushHandOver);
          return loaded;
        },
        (error: unknown) => {
          loading = null; // the next use tries again (a dropped connection, say)
          replay = null;
          throw error;
        },
      );
      return loading;
    },
    start() {
      deferredModule.load().catch(() => undefined);
    },
    use() {
      const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
      useEffect(() => {
        if (loaded) queueMicrotask(flushHandOver);
      }, [loaded]);
      return loaded;
    },
  };
  return deferredModule;
}

/** Keys the real widgets act on from their trigger (open, move, choose). */
export const TRIGGER_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * Props for a look-alike trigger with this id: use loads the real widget; a click or a key the
 * widget would act on (`keys`; others keep their native effect, such as a button's click on Enter)
 * is kept and replayed on the real trigger (same id) once it is there.
 */
export function lookAlikeTriggerProps(id: string, widget: Deferred<unknown>, keys = TRIGGER_KEYS) {
  const load = () => widget.start();
  return {
    id,
    onPointerEnter: (event: ReactPointerEvent) => {
      noteHover(id, event.pointerType);
      load();
    },
    onPointerLeave: () => noteLeave(id),
    onTouchStart: load,
    onFocus: load,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      replay = { id, click: true };
      load();
    },
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (!keys.has(event.key)) return;
      event.preventDefault();
      replay = { id, key: event.key };
      load();
    },
  };
}
