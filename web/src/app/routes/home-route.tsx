import { Suspense } from 'react';
import { useCurrentUser } from '../../lib/auth';
import { LoadingShell } from '../layout/loading-shell';
import { lazyNamed } from '../lazy-named';

// Separate chunks: a signed-out visitor downloads only the landing page.
const LandingPage = lazyNamed(() => import('../../features/landing/components/landing-page'), 'LandingPage');
const SignedInHome = lazyNamed(() => import('../layout/signed-in-home'), 'SignedInHome');

/**
 * "/": the landing page while signed out or loading, the signed-in home otherwise (spec 2 §2).
 * A browser that had a session sees the signed-in frame while loading, not a flash of 'Sign In'.
 */
export function HomeRoute() {
  const { user, expectUser } = useCurrentUser();
  if (user) {
    return (
      <Suspense fallback={<LoadingShell />}>
        <SignedInHome />
      </Suspense>
    );
  }
  return expectUser ? <LoadingShell /> : <LandingPage />;
}
