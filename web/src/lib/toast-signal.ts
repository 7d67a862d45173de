/**
 * Whether any toast was raised on this page. No screen mounts the toaster until one is
 * (app/root-layout.tsx). Its own module, free of sonner, so no first download carries sonner.
 */
let raised = false;
const listeners = new Set<() => void>();

export const toastsRaised = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => raised,
};

export function markToastRaised() {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}
