import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PlusIcon } from '../../../components/ui/icons';
import { notify, notifyError } from '../../../lib/toast';
import { deleteVirtualMember, publishVirtualMember, refreshMembers, useVirtualMembers, type VirtualMemberView } from '../api';
import { AdminCard, AdminPageHeader } from './admin-page-header';
import { MEMBER_CELL as CELL, MemberRow, MemberSkeletonRow } from './member-row';

const SKELETON_ROWS = 3;

/** /admin/virtual-members: the personas, their state and actions (spec 2 §2). */
export function VirtualMembersPage() {
  const { t } = useTranslation('admin');
  const { data: members, error, isLoading } = useVirtualMembers();
  const [deleting, setDeleting] = useState<VirtualMemberView | null>(null);

  const publish = async (member: VirtualMemberView) => {
    try {
      await publishVirtualMember(member.id);
      notify({ title: t('members.publishedToast') });
      await refreshMembers(member.id);
    } catch (err) {
      notifyError(err, t('members.publishFailed'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteVirtualMember(deleting.id);
      notify({ title: t('members.deletedToast') });
      await refreshMembers();
    } catch (err) {
      notifyError(err, t('members.deleteFailed'));
      throw err;
    }
  };

  const create = (
    <Link to={paths.adminCreateVirtualMember} className={buttonClasses()}>
      <PlusIcon className="size-4" />
      {t('members.create')}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 break-keep sm:px-6">
      <AdminPageHeader title={t('members.title')} action={create} />
      <AdminCard>
        {error ? (
          <p className="px-4 py-10 text-center text-sm text-red-600">{t('members.loadFailed')}</p>
        ) : members && members.length === 0 ? (
          <div className="px-4 py-12 text-center">
            <p className="font-medium text-zinc-900 dark:text-white">{t('members.emptyTitle')}</p>
            <p className="mt-1 text-sm text-zinc-500">{t('members.emptyText')}</p>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[720px] text-sm">
              <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-500 uppercase dark:bg-zinc-950">
                <tr>
                  <th className={CELL}>{t('common.columns.name')}</th>
                  <th className={CELL}>{t('common.columns.handle')}</th>
                  <th className={CELL}>{t('common.columns.description')}</th>
                  <th className={CELL}>{t('common.columns.status')}</th>
                  <th className={CELL}>{t('common.columns.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {isLoading || !members
                  ? Array.from({ length: SKELETON_ROWS }, (_, i) => <MemberSkeletonRow key={i} />)
                  : members.map((member) => (
                      <MemberRow key={member.id} member={member} onPublish={() => void publish(member)} onDelete={() => setDeleting(member)} />
                    ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminCard>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('members.confirmTitle')}
        description={t('members.confirmDescription')}
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
