import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { useLanguages, useRegions } from '../api';
import { invalidCode } from '../lib/region-selection';
import type { Guidance } from './use-guidance';

/**
 * The YouTube regions and languages the create screen offers, a toast when either list cannot
 * load, and `selectionValid`: the chosen codes must be in the loaded lists (spec 2 §5).
 */
export function useGuidanceOptions() {
  const { t } = useTranslation('admin');
  const regions = useRegions();
  const languages = useLanguages();

  useEffect(() => {
    if (regions.error) notify({ title: t('create.regionErrorTitle'), description: t('create.regionErrorText'), variant: 'destructive', id: 'region-error' });
  }, [regions.error, t]);
  useEffect(() => {
    if (languages.error)
      notify({ title: t('create.languageErrorTitle'), description: t('create.languageErrorText'), variant: 'destructive', id: 'language-error' });
  }, [languages.error, t]);

  const selectionValid = (guidance: Guidance) => {
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

  return { regions, languages, selectionValid };
}
