import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ExternalLinkIcon, GlobeIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import type { VirtualMemberView } from '../api';
import { memberName } from '../lib/display';
import { StatusPill } from './status-pill';

export const MEMBER_CELL = 'px-4 py-3 text-left align-middle';
const COLUMNS = 5;

/** One persona in the members table: who it is, whether it is published, and what can be done to it. */
export function MemberRow({ member, onPublish, onDelete }: { member: VirtualMemberView; onPublish(): void; onDelete(): void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const name = memberName(member, t('common.unknownUser'));
  return (
    <tr data-testid="member-row">
      <td className={MEMBER_CELL}>
        <div className="flex items-center gap-2">
          {member.profileImageUrl ? <Avatar src={member.profileImageUrl} name={name} fallback={name.slice(0, 1)} className="size-7" /> : null}
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{name}</span>
        </div>
      </td>
      <td className={MEMBER_CELL}>{member.handle ? <Badge>@{member.handle}</Badge> : null}</td>
      <td className={`${MEMBER_CELL} max-w-xs`}>
        <span className="line-clamp-1 text-zinc-600 dark:text-zinc-400" title={member.description ?? undefined}>
          {member.description || t('members.noDescription')}
        </span>
      </td>
      <td className={MEMBER_CELL}>
        <StatusPill tone={member.isPublic ? 'green' : 'amber'}>{member.isPublic ? t('members.published') : t('members.draft')}</StatusPill>
      </td>
      <td className={MEMBER_CELL}>
        <div className="flex items-center gap-1">
          {member.handle && member.isPublic ? (
            <a
              href={`/${member.handle}`}
              target="_blank"
              rel="noreferrer"
              aria-label={t('members.openPublic', { name })}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              <ExternalLinkIcon className="size-4" />
            </a>
          ) : null}
          <Button variant="ghost" size="sm" aria-label={t('common.editNamed', { name })} onClick={() => navigate(generatePath(paths.adminEditVirtualMember, { id: member.id }))}>
            <PencilIcon className="size-4" />
          </Button>
          {!member.isPublic ? (
            <Button variant="secondary" size="sm" onClick={onPublish}>
              <GlobeIcon className="size-4" />
              {t('members.publish')}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" aria-label={t('common.deleteNamed', { name })} onClick={onDelete}>
            <TrashIcon className="size-4 text-red-600" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** A row of placeholders while the members load. */
export function MemberSkeletonRow() {
  return (
    <tr data-testid="member-skeleton">
      {Array.from({ length: COLUMNS }, (_, j) => (
        <td key={j} className={MEMBER_CELL}>
          <Skeleton className="h-4 w-24" />
        </td>
      ))}
    </tr>
  );
}
