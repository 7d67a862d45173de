import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { notify } from '../../../lib/toast';
import type { LanguageOption, RegionOption } from '../api';
import { languageDisplayName, regionDisplayName } from '../lib/display-names';
import { toggleRegion } from '../lib/region-selection';

export interface Guidance {
  topics: string[];
  regions: string[];
  languages: string[];
  audiences: string[];
  tones: string[];
  skinType: 'normal' | 'dark';
}

export const EMPTY_GUIDANCE: Guidance = { topics: [], regions: [], languages: [], audiences: [], tones: [], skinType: 'normal' };

type ListName = 'topics' | 'languages' | 'audiences' | 'tones';

const toggled = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** The guidance card's selections, with the region→language rules of spec 2 §4. */
export function useGuidance(regions: RegionOption[] | null | undefined, languages: LanguageOption[] | null | undefined) {
  const { t, i18n } = useTranslation('admin');
  const [guidance, setGuidance] = useState<Guidance>(EMPTY_GUIDANCE);

  const toggle = useCallback((list: ListName, value: string) => setGuidance((g) => ({ ...g, [list]: toggled(g[list], value) })), []);

  const toggleRegionCode = useCallback(
    (gl: string) => {
      const supported = (languages ?? []).map((l) => l.hl);
      const language = currentLanguage(i18n.resolvedLanguage);
      const name = (code: string) => regionDisplayName(code, regions?.find((r) => r.gl === code)?.name ?? code, language);
      const next = toggleRegion(guidance, gl, supported, name);
      setGuidance((g) => ({ ...g, regions: next.regions, languages: next.languages }));
      if (next.notice) {
        const { key, values, variant } = next.notice;
        const languageName = languageDisplayName(values.language, values.language, language);
        notify({
          title: t(`guidance.notices.${key}.title`),
          description: t(`guidance.notices.${key}.description`, { ...values, language: languageName }),
          variant,
        });
      }
    },
    [guidance, regions, languages, t, i18n.resolvedLanguage],
  );

  const setSkinType = useCallback((skinType: Guidance['skinType']) => setGuidance((g) => ({ ...g, skinType })), []);
  const randomSkin = useCallback(() => setGuidance((g) => ({ ...g, skinType: Math.random() < 0.5 ? 'normal' : 'dark' })), []);
  const clear = useCallback(() => setGuidance(EMPTY_GUIDANCE), []);

  return { guidance, toggle, toggleRegion: toggleRegionCode, setSkinType, randomSkin, clear };
}
