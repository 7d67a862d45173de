import { lazy } from 'react';

/*
 * The player's components as lazy chunks: importing this file costs nothing; the player's code
 * (and later the YouTube script) loads when one of them first renders. Render them inside
 * <Suspense>, and only once something is played.
 */

export const LazyPlayerDialog = lazy(() => import('./components/player-dialog').then((m) => ({ default: m.PlayerDialog })));

export const LazyInlinePlayer = lazy(() => import('./components/inline-player').then((m) => ({ default: m.InlinePlayer })));
