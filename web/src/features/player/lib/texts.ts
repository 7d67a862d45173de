import { i18n } from '../../../i18n';

/*
 * The player's words for code outside React (toasts from Play All and the phone play mode, which
 * the library screen starts before any player component renders). Importing this module starts
 * loading the 'player' namespace, so it is there by the time someone presses a button.
 */
void i18n.loadNamespaces('player');

/** t() bound to the 'player' namespace, in whatever language is current when it is called. */
export const playerText = i18n.getFixedT(null, 'player');
