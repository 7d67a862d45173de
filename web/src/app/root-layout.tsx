import { Suspense, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import useSWR from 'swr';
import { CURRENT_USER_KEY, type CurrentUser } from '../lib/auth';
import { toastsRaised } from '../lib/toast-signal';
import { lazyNamed } from './lazy-named';
import { useScrollRestoration } from './use-scroll-restoration';

const AppToaster = lazyNamed(() => import('./app-toaster'), 'AppToaster');

/**
 * The toaster (sonner, ~7 KB gzip) is left out of the signed-out landing page, which raises no
 * toast of its own; it mounts on any other screen, or as soon as something raises a toast there (the
 * service worker's update prompt), and then stays, so no toast is cut off by a navigation.
 * sonner replays toasts raised before it mounts.
 */
function useToasterWanted() {
  const onHome = useLocation().pathname === paths.home;
  // The same call IndexRoute makes on "/" (shared, not repeated); no call on other screens.
  const { data: user } = useSWR<CurrentUser | null>(onHome ? CURRENT_USER_KEY : null);
  const raised = useSyncExternalStore(toastsRaised.subscribe, toastsRaised.get);
  const onLanding = onHome && !user && !raised;
  const [wanted, setWanted] = useState(!onLanding);
  if (!onLanding && !wanted) setWanted(true);
  return wanted;
}

export function RootLayout() {
  useScrollRestoration();
  const toaster = useToasterWanted();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {toaster ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
