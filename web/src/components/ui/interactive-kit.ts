import { deferred } from './deferred';

/**
 * The Ark UI widgets screens show closed at first paint (dropdown, menus, tooltips, toggle group),
 * in one chunk loaded on first use of any of them (components/ui/deferred.ts).
 */
export const interactiveKit = deferred(() => import('./interactive-kit-parts'));
