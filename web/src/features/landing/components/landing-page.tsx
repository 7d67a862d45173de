import { useCurrentUser } from '../../../lib/auth';
import { LandingView } from './landing-view';

/**
 * The public home page inside the SPA: after signing out, on navigations within the app, and when
 * the service worker serves the app shell for "/". A first visit without a session gets the same
 * view prerendered (web/landing.html), without the SPA.
 */
export function LandingPage() {
  const { user } = useCurrentUser();
  return <LandingView signedIn={Boolean(user)} />;
}
