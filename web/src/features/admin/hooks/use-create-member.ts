import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '../../../lib/toast';
import { type CreateVirtualMemberResponse, createVirtualMember, type MemberFormValues, refreshMembers } from '../api';
import { DEFAULT_REGION } from '../lib/options';
import type { Guidance } from './use-guidance';

/**
 * Creates a persona with its suggested categories (auto-bookmarked in the guidance's first region
 * and language) and says how it went: all categories made, some, or none asked for.
 */
export function useCreateMember() {
  const { t } = useTranslation('admin');
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<CreateVirtualMemberResponse | null>(null);

  const create = async (values: MemberFormValues, categories: { name: string; color: string }[], guidance: Guidance): Promise<boolean> => {
    setSubmitting(true);
    try {
      const created = await createVirtualMember({
        ...values,
        skinType: guidance.skinType,
        ...(categories.length
          ? { categories, autoBookmark: { region: guidance.regions[0] ?? DEFAULT_REGION, ...(guidance.languages[0] ? { language: guidance.languages[0] } : {}) } }
          : {}),
      });
      const asked = categories.length;
      const made = created.categories.length;
      if (asked > 0 && created.categoryErrors.length > 0) {
        notify({ title: t('create.createdPartialTitle', { made, asked }), description: t('create.createdPartialText', { failed: created.categoryErrors.length }) });
      } else if (made > 0) {
        notify({ title: t('create.createdWithCategories', { made }) });
      } else {
        notify({ title: t('create.created') });
        if (asked > 0) console.warn('No categories came back from the create call; auto-bookmarking skipped.');
      }
      setResult(created);
      void refreshMembers();
      return true;
    } catch (err) {
      notifyError(err, t('create.createFailed'));
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return { create, submitting, result, clearResult: () => setResult(null) };
}
