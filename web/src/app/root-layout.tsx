import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import useSWR from 'swr';
import { CURRENT_USER_KEY, type CurrentUser } from '../lib/auth';
import { lazyNamed } from './lazy-named';
import { useScrollRestoration } from './use-scroll-restoration';

const AppToaster = lazyNamed(() => import('./app-toaster'), 'AppToaster');

/**
 * The toaster (sonner, ~7 KB gzip) is left out of the signed-out landing page, which raises no
 * toast; it mounts on any other screen and then stays, so no toast is cut off by a navigation.
 * sonner replays toasts raised before it mounts.
 */
function useToasterWanted() {
  const onHome = useLocation().pathname === paths.home;
  // The same call IndexRoute makes on "/" (shared, not repeated); no call on other screens.
  const { data: user } = useSWR<CurrentUser | null>(onHome ? CURRENT_USER_KEY : null);
  const onLanding = onHome && !user;
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
