import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ExternalLinkIcon, GlobeIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify, notifyError } from '../../../lib/toast';
import { deleteVirtualMember, publishVirtualMember, refreshMembers, useVirtualMembers, type VirtualMemberView } from '../api';
import { memberName } from '../lib/display';
import { AdminCard, AdminPageHeader } from './admin-page-header';
import { StatusPill } from './status-pill';

const SKELETON_ROWS = 3;
const CELL = 'px-4 py-3 text-left align-middle';

/** /admin/virtual-members: the personas, their state and actions (spec 2 §2). */
export function VirtualMembersPage() {
  const { t } = useTranslation('admin');
  const { data: members, error, isLoading } = useVirtualMembers();
  const nameOf = (member: VirtualMemberView) => memberName(member, t('common.unknownUser'));
  const navigate = useNavigate();
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
                  ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                      <tr key={i} data-testid="member-skeleton">
                        {Array.from({ length: 5 }, (__, j) => (
                          <td key={j} className={CELL}>
                            <Skeleton className="h-4 w-24" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : members.map((member) => (
                      <tr key={member.id} data-testid="member-row">
                        <td className={CELL}>
                          <div className="flex items-center gap-2">
                            {member.profileImageUrl ? <Avatar src={member.profileImageUrl} name={nameOf(member)} fallback={nameOf(member).slice(0, 1)} className="size-7" /> : null}
                            <span className="font-medium text-zinc-900 dark:text-zinc-100">{nameOf(member)}</span>
                          </div>
                        </td>
                        <td className={CELL}>{member.handle ? <Badge>@{member.handle}</Badge> : null}</td>
                        <td className={`${CELL} max-w-xs`}>
                          <span className="line-clamp-1 text-zinc-600 dark:text-zinc-400" title={member.description ?? undefined}>
                            {member.description || t('members.noDescription')}
                          </span>
                        </td>
                        <td className={CELL}>
                          <StatusPill tone={member.isPublic ? 'green' : 'amber'}>{member.isPublic ? t('members.published') : t('members.draft')}</StatusPill>
                        </td>
                        <td className={CELL}>
                          <div className="flex items-center gap-1">
                            {member.handle && member.isPublic ? (
                              <a
                                href={`/${member.handle}`}
                                target="_blank"
                                rel="noreferrer"
                                aria-label={t('members.openPublic', { name: nameOf(member) })}
                                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                              >
                                <ExternalLinkIcon className="size-4" />
                              </a>
                            ) : null}
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t('common.editNamed', { name: nameOf(member) })}
                              onClick={() => navigate(generatePath(paths.adminEditVirtualMember, { id: member.id }))}
                            >
                              <PencilIcon className="size-4" />
                            </Button>
                            {!member.isPublic ? (
                              <Button variant="secondary" size="sm" onClick={() => void publish(member)}>
                                <GlobeIcon className="size-4" />
                                {t('members.publish')}
                              </Button>
                            ) : null}
                            <Button variant="ghost" size="sm" aria-label={t('common.deleteNamed', { name: nameOf(member) })} onClick={() => setDeleting(member)}>
                              <TrashIcon className="size-4 text-red-600" />
                            </Button>
                          </div>
                        </td>
                      </tr>
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
