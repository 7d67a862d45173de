// The module script of the prerendered landing page (web/landing.html): its stylesheet, the session
// hint and the service worker. Everything else on that page is static HTML (vite.landing.ts); the language
// switch is web/public/landing-language.js. What loads here at once stays tiny (README "Page
// weight"): React, sonner and workbox-window come only when they have something to do.
import './styles.css';
import { writeSessionHint } from './lib/session-hint';
import { toastsRaised } from './lib/toast-signal';

// The server sends this page only to a request without a session cookie (functions/http/landing-page.ts):
// the SPA, should it open "/" from the service worker's cache, need not expect a signed-in user.
writeSessionHint(false);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // The update prompt ('A new version is available') is a toast: the toaster mounts when one is raised.
  const stop = toastsRaised.subscribe(() => {
    stop();
    void import('./app/mount-toaster').then((toaster) => toaster.mountToaster());
  });
  // As main.tsx: registered after load, from its own chunk.
  window.addEventListener('load', () => void import('./features/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker()));
}
