import { Workbox } from 'workbox-window';
import { i18n } from '../../i18n';
import { notify } from '../../lib/toast';

/** A tab left open for days still learns about a new deploy (browsers check on navigations only). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (built by vite.pwa.ts) and asks before switching to a new version:
 * the new worker waits until the person taps 'Reload', then takes over and the page reloads once,
 * so a tab never runs old code against newly cached files. This module is its own chunk, loaded
 * after the page (main.tsx), so workbox-window never weighs on the first paint.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', ({ sw }) => {
    void offerUpdate(() => {
      const reload = () => window.location.reload();
      if (navigator.serviceWorker.controller !== null) workbox.addEventListener('controlling', reload);
      // A page the worker does not control (the prerendered landing page, web/landing.html; a hard
      // reload) never sees it take over: it reloads once the new worker is active. Watched on the
      // worker itself: workbox-window reports no 'activated' for a worker that was already waiting
      // when this page registered (another tab installed it).
      else if (sw) whenActivated(sw, reload);
      workbox.messageSkipWaiting();
    });
  });

  try {
    const registration = await workbox.register();
    if (registration) setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch (error) {
    // Without a worker the app runs as a plain web page: nothing for the person to do.
    console.warn('The service worker could not be registered', error);
  }
}

function whenActivated(worker: ServiceWorker, then: () => void) {
  if (worker.state === 'activated') return then();
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') then();
  });
}

async function offerUpdate(reload: () => void) {
  await i18n.loadNamespaces('pwa');
  const t = i18n.getFixedT(null, 'pwa');
  notify({
    title: t('update.available'),
    id: 'pwa-update',
    duration: Infinity,
    action: { label: t('update.reload'), onClick: reload },
  });
}
