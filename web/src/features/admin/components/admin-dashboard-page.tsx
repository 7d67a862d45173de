import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { CalendarIcon, GlobeIcon, SparklesIcon, UsersIcon } from '../../../components/ui/icons';
import { useAdminStats } from '../api';
import { AdminCard, AdminPageHeader } from './admin-page-header';

const CARDS = [
  { key: 'totalUsers', label: 'Total Users', hint: 'Registered accounts', Icon: UsersIcon },
  { key: 'newUsers', label: 'New Users (7 days)', hint: 'Created in the last 7 days', Icon: CalendarIcon },
  { key: 'virtualMembers', label: 'Virtual Members', hint: 'Total created', Icon: SparklesIcon },
  { key: 'publishedMembers', label: 'Published', hint: 'Public virtual members', Icon: GlobeIcon },
] as const;

/** /admin: four counts and the quick actions (spec 2 §2). */
export function AdminDashboardPage() {
  const { data, error } = useAdminStats();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <AdminPageHeader title="Dashboard" subtitle="An overview of the system: users, virtual members and what is published." />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ key, label, hint, Icon }) => (
          <AdminCard key={key} className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{label}</p>
              <Icon className="size-5 text-brand-600" />
            </div>
            {data ? (
              <p className="mt-3 text-3xl font-bold text-zinc-900 dark:text-white" data-testid={`stat-${key}`}>
                {data[key]}
              </p>
            ) : error ? (
              <p className="mt-3 text-3xl font-bold text-zinc-400">–</p>
            ) : (
              <Skeleton className="mt-3 h-9 w-16" />
            )}
            <p className="mt-1 text-xs text-zinc-500">{hint}</p>
          </AdminCard>
        ))}
      </div>
      <AdminCard className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">Quick Actions</h2>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Use <Link className="font-medium text-brand-700 hover:underline dark:text-brand-400" to={paths.adminUsers}>User Information</Link> to review
          registered users and remove accounts. Use{' '}
          <Link className="font-medium text-brand-700 hover:underline dark:text-brand-400" to={paths.adminVirtualMembers}>Virtual Members</Link> to create
          marketing personas with AI help, fill their categories with videos automatically, and publish them.
        </p>
      </AdminCard>
    </div>
  );
}
