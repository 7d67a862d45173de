import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { AlertCircleIcon, CalendarIcon, GlobeIcon, RefreshIcon, SparklesIcon, UsersIcon } from '../../../components/ui/icons';
import { formatNumber } from '../../../lib/format';
import { useAdminStats } from '../api';
import { AdminCard, AdminPageHeader } from './admin-page-header';

/** The four counts; each card's label and hint live in `admin:dashboard.cards.<key>`. */
const CARDS = [
  { key: 'totalUsers', Icon: UsersIcon },
  { key: 'newUsers', Icon: CalendarIcon },
  { key: 'virtualMembers', Icon: SparklesIcon },
  { key: 'publishedMembers', Icon: GlobeIcon },
] as const;

const LINK = 'font-medium text-brand-700 hover:underline dark:text-brand-400';

/** /admin: four counts and the quick actions (spec 2 §2). */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { data, error } = useAdminStats();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 break-keep sm:px-6">
      <AdminPageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ key, Icon }) => (
          <AdminCard key={key} className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{t(`dashboard.cards.${key}.label`)}</p>
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
            <p className="mt-1 text-xs text-zinc-500">{t(`dashboard.cards.${key}.hint`)}</p>
          </AdminCard>
        ))}
      </div>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-zinc-900 dark:text-white">{t('dashboard.savedVideos')}</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <VideoStat
          label={t('dashboard.cards.goneUnavailable.label')}
          icon={<AlertCircleIcon className="size-5 text-rose-600" />}
          value={data ? formatNumber(data.goneUnavailable) : error ? '–' : null}
          hint={t('dashboard.cards.goneUnavailable.hint')}
          testId="stat-goneUnavailable"
        />
        <VideoStat
          label={t('dashboard.cards.checkerQuota.label')}
          icon={<RefreshIcon className="size-5 text-brand-600" />}
          value={data ? `${formatNumber(data.checkerQuotaUsed)}${data.checkerDailyQuota === null ? '' : ` / ${formatNumber(data.checkerDailyQuota)}`}` : error ? '–' : null}
          hint={data?.checkerDailyQuota === null ? t('dashboard.cards.checkerQuota.hintOEmbed') : t('dashboard.cards.checkerQuota.hintDataApi')}
          testId="stat-checkerQuota"
        />
      </div>
      <AdminCard className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">{t('dashboard.quickActions')}</h2>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          <Trans
            t={t}
            i18nKey="dashboard.quickActionsText"
            components={{ users: <Link className={LINK} to={paths.adminUsers} />, members: <Link className={LINK} to={paths.adminVirtualMembers} /> }}
          />
        </p>
      </AdminCard>
    </div>
  );
}

/** One figure of the availability check's: gone videos, or its quota use today. */
function VideoStat({ label, icon, value, hint, testId }: { label: string; icon: ReactNode; value: string | null; hint: string; testId: string }) {
  return (
    <AdminCard className="p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{label}</p>
        {icon}
      </div>
      {value === null ? (
        <Skeleton className="mt-3 h-9 w-16" />
      ) : (
        <p className="mt-3 text-3xl font-bold text-zinc-900 dark:text-white" data-testid={testId}>
          {value}
        </p>
      )}
      <p className="mt-1 text-xs text-zinc-500">{hint}</p>
    </AdminCard>
  );
}
