import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { AdminPageHeader } from './admin-page-header';

/** The frame of the create and edit persona screens: the way back, the header, then the content. */
export function MemberPageShell(props: { title: string; subtitle?: string; action?: ReactNode; onBack(): void; className?: string; skin?: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className={`mx-auto w-full max-w-4xl px-4 py-8 break-keep sm:px-6 ${props.className ?? ''}`} data-skin={props.skin}>
      <Button variant="ghost" size="sm" className="mb-4" onClick={props.onBack}>
        <ArrowRightIcon className="size-4 rotate-180" />
        {t('common.back')}
      </Button>
      <AdminPageHeader title={props.title} subtitle={props.subtitle} action={props.action} />
      {props.children}
    </div>
  );
}

/** The form's Cancel and submit buttons. */
export function MemberFormActions({ onCancel, submitting, label }: { onCancel(): void; submitting: boolean; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={submitting}>
        {label}
      </Button>
    </div>
  );
}
