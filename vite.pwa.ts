import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app: the web app manifest with the share target, and a Workbox
 * service worker that precaches the app shell and the hashed assets.
 *
 * - Never caches an API answer: no runtime caching at all, so /api (a user's own data) always goes
 *   to the network; only the build's files are precached.
 * - Navigations get the cached index.html (the SPA routes itself), except server paths that must
 *   reach the server: /api (sign-out is a navigation), /dev (the dev identity provider's form), and
 *   /downloads (the extension's zip).
 * - Updates wait for the user (`registerType: 'prompt'`): web/src/features/pwa shows 'A new version
 *   is available' and reloads on 'Reload'. It registers the worker itself, lazily, after load.
 * - The icons come from the logo through scripts/make-icons.mjs.
 */
export function progressiveWebApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // globPatterns below already takes every icon; listing them twice would precache them twice.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Vidshelf',
      short_name: 'Vidshelf',
      description: 'Vidshelf: save YouTube videos as bookmarks, sort them into categories, watch and share them.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#e11d48',
      background_color: '#ffffff',
      categories: ['entertainment', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      // The phone's share sheet opens /share?title=…&text=…&url=… (web/src/features/share).
      share_target: { action: '/share', method: 'GET', enctype: 'application/x-www-form-urlencoded', params: { title: 'title', text: 'text', url: 'url' } },
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The prerendered landing page (vite.landing.ts) is for first visits over the network; the
      // worker answers every navigation with the app shell, which has its own landing view.
      globIgnores: ['**/node_modules/**/*', 'landing.html'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/dev\//, /^\/downloads\//],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // One file: no separate, unhashed workbox-*.js next to it; no source map either.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
