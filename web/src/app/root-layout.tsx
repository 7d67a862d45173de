import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { useScrollRestoration } from './use-scroll-restoration';

export function RootLayout() {
  useScrollRestoration();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
