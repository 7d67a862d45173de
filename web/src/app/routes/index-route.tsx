import { Suspense } from 'react';
import { useCurrentUser } from '../../lib/auth';
import { LoadingShell } from '../layout/loading-shell';
import { lazyNamed } from '../lazy-named';

// Separate chunks: a signed-out visitor downloads only the landing page.
const LandingPage = lazyNamed(() => import('../../features/landing/components/landing-page'), 'LandingPage');
const SignedInLibrary = lazyNamed(() => import('../library/signed-in-library'), 'SignedInLibrary');

/**
 * "/": the landing page while signed out or loading, the signed-in library otherwise (spec 2 §2).
 * A browser that had a session sees the signed-in frame while loading, not a flash of 'Sign In'.
 */
export function IndexRoute() {
  const { user, expectUser } = useCurrentUser();
  if (user) {
    return (
      <Suspense fallback={<LoadingShell />}>
        <SignedInLibrary />
      </Suspense>
    );
  }
  return expectUser ? <LoadingShell /> : <LandingPage />;
}
