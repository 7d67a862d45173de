import { EmbedPage } from '../../features/public-profile/components/embed-page';
import { publicPlayer } from './public-player';

/**
 * /{handle}/embed and /{handle}/{categoryId}/embed: the collection for an iframe, with the public
 * page's player. A route module of its own, so a framed embed downloads none of the profile page.
 */
export function PublicEmbedRoute() {
  return <EmbedPage player={publicPlayer} />;
}
