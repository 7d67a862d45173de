/**
 * Whether any toast was raised on this page. The signed-out landing page leaves the toaster out
 * (app/root-layout.tsx) until one is, such as the service worker's update prompt. Its own module,
 * free of sonner, so the landing page's first download stays without it.
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
