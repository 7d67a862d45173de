import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRequireAdmin } from '../../../lib/use-require-admin';
import { useCreateMember } from '../hooks/use-create-member';
import { useGuidance } from '../hooks/use-guidance';
import { useGuidanceOptions } from '../hooks/use-guidance-options';
import { useMemberForm } from '../hooks/use-member-form';
import { usePersonaSuggestion } from '../hooks/use-persona-suggestion';
import { AdminCard } from './admin-page-header';
import { CreationResult } from './creation-result';
import { GuidanceCard } from './guidance-card';
import { MemberFormFields } from './member-form-fields';
import { MemberFormActions, MemberPageShell } from './member-page-shell';
import { SuggestedCategories } from './suggested-categories';

const CLEAR_GUIDANCE_AFTER_MS = 2000;

/** /admin/create-virtual-member (spec 2 §2, §4): AI-assisted persona creation and auto-bookmarking. */
export function CreateVirtualMemberPage() {
  const { t } = useTranslation('admin');
  const { admin } = useRequireAdmin();
  const navigate = useNavigate();
  const { regions, languages, selectionValid } = useGuidanceOptions();
  const { guidance, toggle, toggleRegion, setSkinType, randomSkin, clear } = useGuidance(regions.data, languages.data);
  const { values, errors, onChange, reset, validated } = useMemberForm();
  const [categories, setCategories] = useState<{ name: string; color: string }[]>([]);
  const suggestion = usePersonaSuggestion();
  const { create, submitting, result, clearResult } = useCreateMember();
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const generate = () =>
    suggestion.generate(
      guidance,
      (persona) => {
        reset({
          firstName: persona.firstName,
          lastName: persona.lastName,
          handle: persona.handle,
          title: persona.title,
          description: persona.description,
          profileImageUrl: persona.profileImageUrl,
        });
        setCategories(persona.categories);
      },
      () => selectionValid(guidance),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cleaned = validated();
    if (!cleaned || !(await create(cleaned, categories, guidance))) return;
    reset();
    setCategories([]);
    clearTimer.current = setTimeout(clear, CLEAR_GUIDANCE_AFTER_MS);
  };

  if (!admin) return null;

  const submitLabel = submitting
    ? categories.length
      ? t('create.submitCreatingWithCategories')
      : t('create.submitCreating')
    : categories.length
      ? t('create.submitWithCategories', { n: categories.length })
      : t('create.submit');

  return (
    <MemberPageShell
      title={t('create.title')}
      subtitle={t('create.subtitle')}
      onBack={() => navigate(paths.adminVirtualMembers)}
      className={guidance.skinType === 'dark' ? 'skin-dark' : 'skin-normal'}
      skin={guidance.skinType}
    >
      {result ? (
        <CreationResult result={result} onCreateAnother={clearResult} />
      ) : (
        <div className="space-y-6">
          <GuidanceCard
            guidance={guidance}
            regions={regions}
            languages={languages}
            onToggle={toggle}
            onToggleRegion={toggleRegion}
            onSkinType={setSkinType}
            onRandomSkin={randomSkin}
            generating={suggestion.generating}
            onGenerate={() => void generate()}
          />
          <SuggestedCategories categories={categories} onRemove={(i) => setCategories((list) => list.filter((_, j) => j !== i))} />
          <AdminCard className="p-5">
            <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
              <MemberFormFields values={values} errors={errors} onChange={onChange} />
              <MemberFormActions onCancel={() => navigate(paths.adminVirtualMembers)} submitting={submitting} label={submitLabel} />
            </form>
          </AdminCard>
        </div>
      )}
    </MemberPageShell>
  );
}
