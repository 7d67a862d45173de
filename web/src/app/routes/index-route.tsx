import { Suspense } from 'react';
import { expectsUser, useCurrentUser } from '../../lib/auth';
import { LoadingShell } from '../layout/loading-shell';
import { lazyNamed } from '../lazy-named';

// Separate chunks: a signed-out visitor downloads only the landing page.
const LandingPage = lazyNamed(() => import('../../features/landing/components/landing-page'), 'LandingPage');
const loadSignedInLibrary = () => import('../library/signed-in-library');
const SignedInLibrary = lazyNamed(loadSignedInLibrary, 'SignedInLibrary');

// An app that starts on the signed-in home fetches the library's code, texts and first data at
// once, beside the current-user call, instead of one after the other (each waited for the last).
if (window.location.pathname === '/' && expectsUser()) {
  void loadSignedInLibrary().then((library) => library.preloadLibrary());
}

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
