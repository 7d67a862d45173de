import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { preloadCurrentUser } from './lib/auth';
import './i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

preloadCurrentUser();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* Texts load per namespace and language (web/src/i18n); screens wait for theirs here. */}
      <Suspense fallback={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </AppProviders>
  </StrictMode>,
);

// Embeds live in iframes on other sites: no worker of ours installs itself there, nor its chunk loads.
const isEmbed = [paths.publicEmbed, paths.publicCategoryEmbed].some((pattern) => matchPath(pattern, window.location.pathname));

// The service worker (features/pwa): registered after load, from its own chunk.
if (import.meta.env.PROD && 'serviceWorker' in navigator && !isEmbed) {
  window.addEventListener('load', () => void import('./features/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker()));
}
