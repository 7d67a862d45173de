import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { useRequireAdmin } from '../../lib/use-require-admin';
import { AdminNav } from './admin-nav';
import { AppShell } from './app-shell';

/** Layout route for /admin and its sub-routes: admins only, others see nothing. */
export function AdminLayout() {
  const { admin, isLoading } = useRequireAdmin();
  if (isLoading) return <PageSpinner />;
  if (!admin) return null;
  return (
    <AppShell user={admin}>
      <AdminNav />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
