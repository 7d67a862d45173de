import { useState } from 'react';
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
  const { data: members, error, isLoading } = useVirtualMembers();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<VirtualMemberView | null>(null);

  const publish = async (member: VirtualMemberView) => {
    try {
      await publishVirtualMember(member.id);
      notify({ title: 'Virtual member published successfully' });
      await refreshMembers(member.id);
    } catch (err) {
      notifyError(err, 'Failed to publish virtual member');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteVirtualMember(deleting.id);
      notify({ title: 'Virtual member deleted successfully' });
      await refreshMembers();
    } catch (err) {
      notifyError(err, 'Failed to delete virtual member');
      throw err;
    }
  };

  const create = (
    <Link to={paths.adminCreateVirtualMember} className={buttonClasses()}>
      <PlusIcon className="size-4" />
      Create Virtual Member
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <AdminPageHeader title="Virtual Members" action={create} />
      <AdminCard>
        {error ? (
          <p className="px-4 py-10 text-center text-sm text-red-600">Failed to load virtual members. Please try again.</p>
        ) : members && members.length === 0 ? (
          <div className="px-4 py-12 text-center">
            <p className="font-medium text-zinc-900 dark:text-white">No virtual members found</p>
            <p className="mt-1 text-sm text-zinc-500">Create your first virtual member to get started with marketing content.</p>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[720px] text-sm">
              <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-500 uppercase dark:bg-zinc-950">
                <tr>
                  <th className={CELL}>Name</th>
                  <th className={CELL}>Handle</th>
                  <th className={CELL}>Description</th>
                  <th className={CELL}>Status</th>
                  <th className={CELL}>Actions</th>
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
                            {member.profileImageUrl ? <Avatar src={member.profileImageUrl} name={memberName(member)} fallback={memberName(member).slice(0, 1)} className="size-7" /> : null}
                            <span className="font-medium text-zinc-900 dark:text-zinc-100">{memberName(member)}</span>
                          </div>
                        </td>
                        <td className={CELL}>{member.handle ? <Badge>@{member.handle}</Badge> : null}</td>
                        <td className={`${CELL} max-w-xs`}>
                          <span className="line-clamp-1 text-zinc-600 dark:text-zinc-400" title={member.description ?? undefined}>
                            {member.description || 'No description'}
                          </span>
                        </td>
                        <td className={CELL}>
                          <StatusPill tone={member.isPublic ? 'green' : 'amber'}>{member.isPublic ? 'Published' : 'Draft'}</StatusPill>
                        </td>
                        <td className={CELL}>
                          <div className="flex items-center gap-1">
                            {member.handle && member.isPublic ? (
                              <a
                                href={`/${member.handle}`}
                                target="_blank"
                                rel="noreferrer"
                                aria-label={`Open the public page of ${memberName(member)}`}
                                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                              >
                                <ExternalLinkIcon className="size-4" />
                              </a>
                            ) : null}
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Edit ${memberName(member)}`}
                              onClick={() => navigate(generatePath(paths.adminEditVirtualMember, { id: member.id }))}
                            >
                              <PencilIcon className="size-4" />
                            </Button>
                            {!member.isPublic ? (
                              <Button variant="secondary" size="sm" onClick={() => void publish(member)}>
                                <GlobeIcon className="size-4" />
                                Publish
                              </Button>
                            ) : null}
                            <Button variant="ghost" size="sm" aria-label={`Delete ${memberName(member)}`} onClick={() => setDeleting(member)}>
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
        title="Delete virtual member"
        description="Are you sure you want to delete this virtual member? This action cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
