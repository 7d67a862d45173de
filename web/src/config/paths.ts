/**
 * Every route path of the SPA, plus the server paths reached by full navigation. Shared config:
 * app/ and every feature read it (features never import app/).
 * Build paths with parameters through react-router's generatePath(paths.x, params).
 */
export const paths = {
  home: '/',
  login: '/login',
  authCallback: '/auth/callback',
  /** How to install the browser extension (public). */
  extension: '/extension',
  /** The installed app's share target (vite.pwa.ts): save a shared YouTube video. */
  share: '/share',
  categories: '/categories',
  profile: '/profile',
  settings: '/settings',
  /** Import & export; linked from Settings. */
  settingsData: '/settings/data',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminVirtualMembers: '/admin/virtual-members',
  adminCreateVirtualMember: '/admin/create-virtual-member',
  adminEditVirtualMember: '/admin/edit-virtual-member/:id',
  /** Older share links; redirects to publicProfile (DESIGN §8). */
  legacyPublicProfile: '/p/:handle',
  publicProfile: '/:handle',
  /** Pages for an iframe on other sites: a collection's cards and the player, no app chrome. */
  publicEmbed: '/:handle/embed',
  publicCategoryEmbed: '/:handle/:categoryId/embed',
  /** Server route: sign out by full page navigation (spec 1 §2). */
  logout: '/api/logout',
} as const;

