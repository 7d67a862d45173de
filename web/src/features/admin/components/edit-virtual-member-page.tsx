import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRequireAdmin } from '../../../lib/use-require-admin';
import { Button } from '../../../components/ui/button';
import { SparklesIcon } from '../../../components/ui/icons';
import { notify } from '../../../lib/toast';
import { refreshMembers, updateVirtualMember, useVirtualMember } from '../api';
import { useGuidance } from '../hooks/use-guidance';
import { useMemberForm } from '../hooks/use-member-form';
import { usePersonaSuggestion } from '../hooks/use-persona-suggestion';
import { AUDIENCES, EDIT_LANGUAGES, EDIT_REGIONS, TONES } from '../lib/options';
import { AdminCard } from './admin-page-header';
import { GuidanceCard } from './guidance-card';
import { MemberFormFields } from './member-form-fields';
import { MemberFormActions, MemberPageShell } from './member-page-shell';

/** /admin/edit-virtual-member/{id} (spec 2 §2): the form, with an optional AI guidance panel. */
export function EditVirtualMemberPage() {
  const { t } = useTranslation('admin');
  const { admin } = useRequireAdmin();
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: member, error, isLoading } = useVirtualMember(admin ? id : undefined);
  const { values, setValues, errors, onChange, reset, validated } = useMemberForm();
  const [showAi, setShowAi] = useState(false);
  const suggestion = usePersonaSuggestion();
  const [saving, setSaving] = useState(false);
  const { guidance, toggle, toggleRegion, clear } = useGuidance(EDIT_REGIONS, EDIT_LANGUAGES);

  useEffect(() => {
    if (!member) return;
    reset({
      firstName: member.firstName ?? '',
      lastName: member.lastName ?? '',
      handle: member.handle ?? '',
      title: member.title ?? '',
      description: member.description ?? '',
      profileImageUrl: member.profileImageUrl ?? '',
    });
  }, [member, reset]);

  const back = () => navigate(paths.adminVirtualMembers);

  if (!admin) return null;
  if (isLoading) return <p className="px-6 py-10 text-sm text-zinc-600">{t('edit.loading')}</p>;
  if (error || !member) {
    return (
      <div className="mx-auto max-w-xl px-6 py-16 text-center">
        <p className="text-lg font-semibold text-zinc-900 dark:text-white">{t('edit.notFound')}</p>
        <Button variant="secondary" className="mt-4" onClick={back}>
          {t('edit.backToList')}
        </Button>
      </div>
    );
  }

  // The member keeps its handle unless the admin changes it: links to it may be out already.
  const generate = () =>
    suggestion.generate(guidance, (s) =>
      setValues((v) => ({ ...v, firstName: s.firstName, lastName: s.lastName, title: s.title, description: s.description, profileImageUrl: s.profileImageUrl || v.profileImageUrl })),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cleaned = validated();
    if (!cleaned) return;
    setSaving(true);
    try {
      await updateVirtualMember(member.id, cleaned);
      await refreshMembers(member.id);
      navigate(paths.adminVirtualMembers);
    } catch {
      notify({ title: t('common.error'), description: t('edit.updateFailed'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <MemberPageShell
      title={t('edit.title')}
      onBack={back}
      action={
        <Button variant="secondary" onClick={() => setShowAi((s) => !s)} aria-expanded={showAi}>
          <SparklesIcon className="size-4" />
          {t('edit.aiGuidance')}
        </Button>
      }
    >
      <div className="space-y-6">
        {showAi ? (
          <GuidanceCard
            guidance={guidance}
            regions={{ data: EDIT_REGIONS, error: null }}
            languages={{ data: EDIT_LANGUAGES, error: null }}
            audiences={AUDIENCES}
            tones={TONES}
            onToggle={toggle}
            onToggleRegion={toggleRegion}
            generating={suggestion.generating}
            onGenerate={() => void generate()}
            onCancel={() => {
              clear();
              setShowAi(false);
            }}
          />
        ) : null}
        <AdminCard className="p-5">
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
            <MemberFormFields values={values} errors={errors} onChange={onChange} currentHandle={member.handle ?? undefined} />
            <MemberFormActions onCancel={back} submitting={saving} label={saving ? t('edit.updating') : t('edit.submit')} />
          </form>
        </AdminCard>
      </div>
    </MemberPageShell>
  );
}
