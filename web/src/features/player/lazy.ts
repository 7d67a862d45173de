import { lazy } from 'react';
import { i18n } from '../../i18n';

/*
 * The player's components as lazy chunks: importing this file costs nothing; the player's code
 * (and later the YouTube script) loads when one of them first renders. Render them inside
 * <Suspense>, and only once something is played. The 'player' texts load alongside the code, so
 * the first render does not wait for a second round trip.
 */

const withTexts = <T,>(load: () => Promise<T>) => Promise.all([load(), i18n.loadNamespaces('player')]).then(([module]) => module);

export const LazyPlayerDialog = lazy(() => withTexts(() => import('./components/player-dialog')).then((m) => ({ default: m.PlayerDialog })));

export const LazyInlinePlayer = lazy(() => withTexts(() => import('./components/inline-player')).then((m) => ({ default: m.InlinePlayer })));
