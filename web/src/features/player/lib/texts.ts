import { i18n } from '../../../i18n';

/*
 * The player's words for code outside React (toasts from Play All and the phone play mode, which
 * the library screen starts before any player component renders).
 */

/**
 * Loads the 'player' texts ahead of the buttons that need them: the library calls it once a
 * bookmark is selected (Play All, play mode), not on every first visit.
 */
export function loadPlayerTexts() {
  void i18n.loadNamespaces('player');
}

/** t() bound to the 'player' namespace, in whatever language is current when it is called. */
export const playerText = i18n.getFixedT(null, 'player');
