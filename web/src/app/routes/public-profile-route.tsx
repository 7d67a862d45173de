import { PublicProfilePage } from '../../features/public-profile/components/public-profile-page';
import { publicPlayer } from './public-player';

/** /{handle}: the public-profile feature with the player feature plugged in (features never import each other). */
export function PublicProfileRoute() {
  return <PublicProfilePage player={publicPlayer} />;
}
