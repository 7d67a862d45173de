import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { useRequireUser } from '../../lib/use-require-user';
import { AppShell } from './app-shell';
import { LoadingShell } from './loading-shell';

/** Layout route for screens that need a signed-in user (/categories, /profile, /settings). */
export function SignedInLayout() {
  const { user, expectUser } = useRequireUser();
  if (!user) return expectUser ? <LoadingShell /> : <PageSpinner />;
  return (
    <AppShell user={user}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
