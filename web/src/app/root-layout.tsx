import { Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { toastsRaised } from '../lib/toast-signal';
import { lazyNamed } from './lazy-named';
import { useScrollRestoration } from './use-scroll-restoration';

const AppToaster = lazyNamed(() => import('./app-toaster'), 'AppToaster');

export function RootLayout() {
  useScrollRestoration();
  // The toaster (sonner, ~7 KB gzip) is left out of every screen's first download: it mounts with
  // the first toast raised anywhere (lib/toast.ts, which loads sonner then) and stays, so no toast
  // is cut off by a navigation. sonner shows the toasts raised before it mounted.
  const toaster = useSyncExternalStore(toastsRaised.subscribe, toastsRaised.get);
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
