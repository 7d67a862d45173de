import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppToaster } from './app-toaster';

/**
 * The toaster alone, for the prerendered landing page (web/src/landing.ts), which has no React
 * tree: mounted when the first toast is raised there (sonner replays it).
 */
export function mountToaster() {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <AppToaster />
    </StrictMode>,
  );
}
