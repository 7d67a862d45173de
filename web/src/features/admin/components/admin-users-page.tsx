import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { TrashIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth';
import { notify, notifyError } from '../../../lib/toast';
import { ADMIN_STATS_KEY, ADMIN_USERS_KEY, type AdminUserView, deleteUser, useAdminUsers } from '../api';
import { displayName, formatShortDate } from '../lib/display';
import { AdminCard, AdminPageHeader } from './admin-page-header';
import { StatusPill } from './status-pill';

const SKELETON_ROWS = 5;
const CELL = 'px-4 py-3 text-left';

/** /admin/users: the sign-up list with delete (spec 2 §2, §8). */
export function AdminUsersPage() {
  const { data: users, error, isLoading } = useAdminUsers();
  const { user: me } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const [target, setTarget] = useState<AdminUserView | null>(null);

  const askDelete = (user: AdminUserView) => {
    if (me && user.id === me.id) {
      notify({ title: 'Error', description: 'You cannot delete your own account', variant: 'destructive' });
      return;
    }
    setTarget(user);
  };

  const confirmDelete = async () => {
    if (!target) return;
    try {
      await deleteUser(target.id);
      notify({ title: 'User deleted successfully' });
      await Promise.all([mutate(ADMIN_USERS_KEY), mutate(ADMIN_STATS_KEY)]);
    } catch (err) {
      notifyError(err, 'Failed to delete user');
      throw err;
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <AdminPageHeader title="User Information" subtitle="Manage and view registered users" />
      <AdminCard>
        <h2 className="border-b border-zinc-200 px-4 py-3 text-base font-semibold text-zinc-900 dark:border-zinc-800 dark:text-white">User Sign-up List</h2>
        {error ? (
          <p className="px-4 py-10 text-center text-sm text-red-600">Failed to load users. Please try again.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-sm">
              <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-500 uppercase dark:bg-zinc-950">
                <tr>
                  <th className={CELL}>Name</th>
                  <th className={CELL}>Email</th>
                  <th className={CELL}>Signup Date</th>
                  <th className={CELL}>Status</th>
                  <th className={CELL}>Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {isLoading || !users
                  ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                      <tr key={i} data-testid="user-skeleton">
                        {Array.from({ length: 5 }, (__, j) => (
                          <td key={j} className={CELL}>
                            <Skeleton className="h-4 w-24" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : users.map((user) => (
                      <tr key={user.id}>
                        <td className={`${CELL} font-medium text-zinc-900 dark:text-zinc-100`}>{displayName(user)}</td>
                        <td className={`${CELL} text-zinc-600 dark:text-zinc-400`}>{user.email ?? 'N/A'}</td>
                        <td className={`${CELL} text-zinc-600 dark:text-zinc-400`}>{formatShortDate(user.createdAt)}</td>
                        <td className={CELL}>
                          <StatusPill tone={user.isAdmin ? 'brand' : 'neutral'}>{user.isAdmin ? 'Admin' : 'User'}</StatusPill>
                        </td>
                        <td className={CELL}>
                          <Button variant="ghost" size="sm" aria-label={`Delete ${displayName(user)}`} onClick={() => askDelete(user)}>
                            <TrashIcon className="size-4 text-red-600" />
                          </Button>
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
            {users && users.length === 0 ? <p className="px-4 py-10 text-center text-sm text-zinc-500">No users found</p> : null}
          </div>
        )}
      </AdminCard>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Delete user"
        description={
          target
            ? `Are you sure you want to delete user "${displayName(target)}"? This action cannot be undone and will delete ALL their bookmarks, categories, and related data.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
