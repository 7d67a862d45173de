import { useEffect, useRef } from 'react';

/** The seek buttons and the arrow keys move this far (spec 1 §9). */
export const SEEK_STEP_SECONDS = 10;
const VOLUME_STEP = 5;

export interface ShortcutActions {
  togglePlay(): void;
  seekBy(seconds: number): void;
  toggleMute(): void;
  changeVolume(delta: number): void;
  toggleFullscreen(): void;
  next(): void;
  previous(): void;
}

const TEXT_INPUT = 'input:not([type=range]):not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable=""], [contenteditable=true]';

/**
 * The keys people know from YouTube: Space or K play/pause, ←/→ (and J/L) 10 s back/forward,
 * ↑/↓ volume, M mute, F fullscreen, Shift+N / Shift+P next/previous. Keys typed into the notes
 * stay text; a focused button keeps Space and Enter; a focused slider keeps its arrows.
 * Listens on the document while `enabled` (the player is modal, and a click on the video leaves
 * the focus on the page body).
 */
export function usePlayerShortcuts(actions: ShortcutActions, enabled = true) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => handleShortcut(event, latest.current);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** Runs the action a key stands for; true when it did (the event's default is then prevented). */
export function handleShortcut(event: KeyboardEvent, actions: ShortcutActions): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target instanceof Element ? event.target : document.body;
  if (target.closest(TEXT_INPUT)) return false;
  const onButton = !!target.closest('button, a[href], [role=button], [role=option]');
  const onSlider = target.matches('input[type=range]');
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  let handled = true;
  if (event.shiftKey && key === 'n') actions.next();
  else if (event.shiftKey && key === 'p') actions.previous();
  else if (event.shiftKey) handled = false;
  else if (key === ' ' && !onButton) actions.togglePlay();
  else if (key === 'k') actions.togglePlay();
  else if ((key === 'ArrowLeft' && !onSlider) || key === 'j') actions.seekBy(-SEEK_STEP_SECONDS);
  else if ((key === 'ArrowRight' && !onSlider) || key === 'l') actions.seekBy(SEEK_STEP_SECONDS);
  else if (key === 'ArrowUp' && !onSlider) actions.changeVolume(VOLUME_STEP);
  else if (key === 'ArrowDown' && !onSlider) actions.changeVolume(-VOLUME_STEP);
  else if (key === 'm') actions.toggleMute();
  else if (key === 'f') actions.toggleFullscreen();
  else handled = false;
  if (handled) event.preventDefault();
  return handled;
}
