import { useCurrentUser } from '../../lib/auth';
import { lazyNamed } from '../lazy-named';

// Separate chunks: a signed-out visitor downloads only the landing page.
const LandingPage = lazyNamed(() => import('../../features/landing/components/landing-page'), 'LandingPage');
const SignedInHome = lazyNamed(() => import('../layout/signed-in-home'), 'SignedInHome');

/** "/": the landing page while signed out or loading, the signed-in home otherwise (spec 2 §2). */
export function HomeRoute() {
  const { user } = useCurrentUser();
  return user ? <SignedInHome /> : <LandingPage />;
}
