import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { useRequireUser } from '../guards/use-require-user';
import { AppShell } from './app-shell';

/** Layout route for screens that need a signed-in user (/categories, /profile, /settings). */
export function SignedInLayout() {
  const { user } = useRequireUser();
  if (!user) return <PageSpinner />;
  return (
    <AppShell user={user}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
