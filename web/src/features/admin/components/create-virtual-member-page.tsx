import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { slugifyHandle } from '../../../../../functions/schemas/handle-rules.ts';
import { paths } from '../../../config/paths';
import { useRequireAdmin } from '../../../lib/use-require-admin';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { notify, notifyError } from '../../../lib/toast';
import {
  type CreateVirtualMemberResponse,
  createVirtualMember,
  type MemberFormValues,
  refreshMembers,
  useLanguages,
  useRegions,
} from '../api';
import { useGuidance } from '../hooks/use-guidance';
import { usePersonaSuggestion } from '../hooks/use-persona-suggestion';
import { EMPTY_MEMBER_FORM, validateMemberForm } from '../lib/member-form';
import { DEFAULT_REGION } from '../lib/options';
import { invalidCode } from '../lib/region-selection';
import { AdminCard, AdminPageHeader } from './admin-page-header';
import { CreationResult } from './creation-result';
import { GuidanceCard } from './guidance-card';
import { MemberFormFields } from './member-form-fields';
import { SuggestedCategories } from './suggested-categories';

const CLEAR_GUIDANCE_AFTER_MS = 2000;

/** /admin/create-virtual-member (spec 2 §2, §4): AI-assisted persona creation and auto-bookmarking. */
export function CreateVirtualMemberPage() {
  const { t } = useTranslation('admin');
  const { admin } = useRequireAdmin();
  const navigate = useNavigate();
  const regions = useRegions();
  const languages = useLanguages();
  const { guidance, toggle, toggleRegion, setSkinType, randomSkin, clear } = useGuidance(regions.data, languages.data);
  const [values, setValues] = useState<MemberFormValues>(EMPTY_MEMBER_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof MemberFormValues, string>>>({});
  const [categories, setCategories] = useState<{ name: string; color: string }[]>([]);
  const suggestion = usePersonaSuggestion();
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<CreateVirtualMemberResponse | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  useEffect(() => {
    if (regions.error) notify({ title: t('create.regionErrorTitle'), description: t('create.regionErrorText'), variant: 'destructive', id: 'region-error' });
  }, [regions.error, t]);
  useEffect(() => {
    if (languages.error)
      notify({ title: t('create.languageErrorTitle'), description: t('create.languageErrorText'), variant: 'destructive', id: 'language-error' });
  }, [languages.error, t]);

  const onChange = useCallback((patch: Partial<MemberFormValues>) => setValues((v) => ({ ...v, ...patch })), []);

  /** Region and language codes must be in the loaded lists (spec 2 §5). */
  const selectionValid = () => {
    const badRegion = invalidCode(guidance.regions, regions.data?.map((r) => r.gl));
    if (badRegion) {
      notify({ title: t('create.invalidRegionTitle'), description: t('create.invalidRegion', { code: badRegion }), variant: 'destructive' });
      return false;
    }
    const badLanguage = invalidCode(guidance.languages, languages.data?.map((l) => l.hl));
    if (badLanguage) {
      notify({ title: t('create.invalidLanguageTitle'), description: t('create.invalidLanguage', { code: badLanguage }), variant: 'destructive' });
      return false;
    }
    return true;
  };

  const generate = () =>
    suggestion.generate(
      guidance,
      (persona) => {
        setValues({
          firstName: persona.firstName,
          lastName: persona.lastName,
          handle: persona.handle,
          title: persona.title,
          description: persona.description,
          profileImageUrl: persona.profileImageUrl,
        });
        setErrors({});
        setCategories(persona.categories);
      },
      selectionValid,
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cleaned = { ...values, handle: slugifyHandle(values.handle) };
    const problems = validateMemberForm(cleaned);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      const created = await createVirtualMember({
        ...cleaned,
        skinType: guidance.skinType,
        ...(categories.length
          ? { categories, autoBookmark: { region: guidance.regions[0] ?? DEFAULT_REGION, ...(guidance.languages[0] ? { language: guidance.languages[0] } : {}) } }
          : {}),
      });
      const asked = categories.length;
      const made = created.categories.length;
      if (asked > 0 && created.categoryErrors.length > 0) {
        notify({
          title: t('create.createdPartialTitle', { made, asked }),
          description: t('create.createdPartialText', { failed: created.categoryErrors.length }),
        });
      } else if (made > 0) {
        notify({ title: t('create.createdWithCategories', { made }) });
      } else {
        notify({ title: t('create.created') });
        if (asked > 0) console.warn('No categories came back from the create call; auto-bookmarking skipped.');
      }
      setResult(created);
      setValues(EMPTY_MEMBER_FORM);
      setCategories([]);
      void refreshMembers();
      clearTimer.current = setTimeout(clear, CLEAR_GUIDANCE_AFTER_MS);
    } catch (err) {
      notifyError(err, t('create.createFailed'));
    } finally {
      setSubmitting(false);
    }
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
    <div className={`mx-auto w-full max-w-4xl px-4 py-8 break-keep sm:px-6 ${guidance.skinType === 'dark' ? 'skin-dark' : 'skin-normal'}`} data-skin={guidance.skinType}>
      <Button variant="ghost" size="sm" className="mb-4" onClick={() => navigate(paths.adminVirtualMembers)}>
        <ArrowRightIcon className="size-4 rotate-180" />
        {t('common.back')}
      </Button>
      <AdminPageHeader title={t('create.title')} subtitle={t('create.subtitle')} />
      {result ? (
        <CreationResult result={result} onCreateAnother={() => setResult(null)} />
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
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="secondary" onClick={() => navigate(paths.adminVirtualMembers)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" disabled={submitting}>
                  {submitLabel}
                </Button>
              </div>
            </form>
          </AdminCard>
        </div>
      )}
    </div>
  );
}
