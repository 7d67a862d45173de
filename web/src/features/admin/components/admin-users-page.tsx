import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { TrashIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { currentLanguage } from '../../../i18n';
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
  const { t, i18n } = useTranslation('admin');
  const { data: users, error, isLoading } = useAdminUsers();
  const nameOf = (user: AdminUserView) => displayName(user, t('common.unknownUser'));
  const { user: me } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const [target, setTarget] = useState<AdminUserView | null>(null);

  const askDelete = (user: AdminUserView) => {
    if (me && user.id === me.id) {
      notify({ title: t('common.error'), description: t('users.cannotDeleteSelf'), variant: 'destructive' });
      return;
    }
    setTarget(user);
  };

  const confirmDelete = async () => {
    if (!target) return;
    try {
      await deleteUser(target.id);
      notify({ title: t('users.deleted') });
      await Promise.all([mutate(ADMIN_USERS_KEY), mutate(ADMIN_STATS_KEY)]);
    } catch (err) {
      notifyError(err, t('users.deleteFailed'));
      throw err;
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 break-keep sm:px-6">
      <AdminPageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <AdminCard>
        <h2 className="border-b border-zinc-200 px-4 py-3 text-base font-semibold text-zinc-900 dark:border-zinc-800 dark:text-white">{t('users.listTitle')}</h2>
        {error ? (
          <p className="px-4 py-10 text-center text-sm text-red-600">{t('users.loadFailed')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-sm">
              <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-500 uppercase dark:bg-zinc-950">
                <tr>
                  <th className={CELL}>{t('common.columns.name')}</th>
                  <th className={CELL}>{t('common.columns.email')}</th>
                  <th className={CELL}>{t('common.columns.signupDate')}</th>
                  <th className={CELL}>{t('common.columns.status')}</th>
                  <th className={CELL}>{t('common.columns.actions')}</th>
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
                        <td className={`${CELL} font-medium text-zinc-900 dark:text-zinc-100`}>{nameOf(user)}</td>
                        <td className={`${CELL} text-zinc-600 dark:text-zinc-400`}>{user.email ?? t('common.notAvailable')}</td>
                        <td className={`${CELL} text-zinc-600 dark:text-zinc-400`}>{formatShortDate(user.createdAt, currentLanguage(i18n.resolvedLanguage), t('common.notAvailable'))}</td>
                        <td className={CELL}>
                          <StatusPill tone={user.isAdmin ? 'brand' : 'neutral'}>{user.isAdmin ? t('users.admin') : t('users.user')}</StatusPill>
                        </td>
                        <td className={CELL}>
                          <Button variant="ghost" size="sm" aria-label={t('common.deleteNamed', { name: nameOf(user) })} onClick={() => askDelete(user)}>
                            <TrashIcon className="size-4 text-red-600" />
                          </Button>
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
            {users && users.length === 0 ? <p className="px-4 py-10 text-center text-sm text-zinc-500">{t('users.empty')}</p> : null}
          </div>
        )}
      </AdminCard>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('users.confirmTitle')}
        description={target ? t('users.confirmDescription', { name: nameOf(target) }) : ''}
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
