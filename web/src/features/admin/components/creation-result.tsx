import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CheckCircleIcon, ExternalLinkIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { type CreateVirtualMemberResponse, refreshMembers, useAutoBookmarkRun } from '../api';
import { memberName } from '../lib/display';
import { AdminCard } from './admin-page-header';
import { AutoBookmarkProgressRow } from './auto-bookmark-progress';

/** After creation: the member, its categories and live auto-bookmarking progress (spec 2 §2, §4). */
export function CreationResult({ result, onCreateAnother }: { result: CreateVirtualMemberResponse; onCreateAnother: () => void }) {
  const { t } = useTranslation('admin');
  const { data: run } = useAutoBookmarkRun(result.runId);
  const announced = useRef(false);

  useEffect(() => {
    if (!run || run.running || announced.current) return;
    announced.current = true;
    const completed = run.categories.filter((c) => c.status === 'completed').length;
    const total = run.categories.length;
    notify({
      title: t('result.completeTitle'),
      description: t('result.completeText', { completed, total }),
      variant: completed === total ? 'default' : 'destructive',
    });
    void refreshMembers(result.user.id);
  }, [run, result.user.id, t]);

  const { user } = result;
  return (
    <AdminCard className="space-y-5 p-5" >
      <div className="flex items-start gap-3">
        <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-green-600" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">{memberName(user, t('common.unknownUser'))}</h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">@{user.handle}</p>
          {user.description ? <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{user.description}</p> : null}
        </div>
      </div>
      <a href={`/${user.handle}`} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <ExternalLinkIcon className="size-4" />
        {t('result.viewPublic')}
      </a>

      {result.categories.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">{t('result.createdCategories', { n: result.categories.length })}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {result.categories.map((c, i) => (
              <li key={c.id} className="flex items-center gap-1.5 rounded-full border border-zinc-200 px-2.5 py-1 text-xs dark:border-zinc-700">
                <span className="size-2.5 rounded-full" style={{ backgroundColor: c.color }} aria-hidden="true" />
                {i + 1}. {c.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {result.categoryErrors.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-red-700">{t('result.categoryErrors')}</h3>
          <ul className="mt-1 list-disc pl-5 text-xs text-red-600">
            {result.categoryErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {result.runId ? (
        <div>
          <h3 className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">{t('result.autoBookmarking')}</h3>
          {!run || run.running ? (
            <p className="mt-1 flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              <Spinner className="size-3.5" />
              {t('result.finding')}
            </p>
          ) : null}
          {run ? (
            <ul className="mt-2 grid grid-cols-1 gap-2 md:grid-cols-2">
              {run.categories.map((p) => (
                <AutoBookmarkProgressRow key={p.jobId} progress={p} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button onClick={onCreateAnother}>{t('result.createAnother')}</Button>
        <Link to={paths.adminVirtualMembers} className={buttonClasses({ variant: 'secondary' })}>
          {t('result.viewAll')}
        </Link>
      </div>
    </AdminCard>
  );
}
