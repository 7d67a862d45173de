import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RefreshIcon, SparklesIcon } from '../../../components/ui/icons';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { currentLanguage } from '../../../i18n';
import type { LanguageOption, RegionOption } from '../api';
import type { Guidance } from '../hooks/use-guidance';
import { languageDisplayName, regionDisplayName } from '../lib/display-names';
import { AUDIENCES, type GlossedOption, TONES, TOPICS } from '../lib/options';
import type adminCatalog from '../../../locales/en/admin.json';

type AudienceKey = keyof typeof adminCatalog.guidance.audiences;
type ToneKey = keyof typeof adminCatalog.guidance.tones;
import { AdminCard } from './admin-page-header';
import { Chip } from './chip';

interface Props {
  guidance: Guidance;
  regions: { data: RegionOption[] | null | undefined; error: unknown };
  languages: { data: LanguageOption[] | null | undefined; error: unknown };
  /** The option lists; the edit screen passes its fixed ones. */
  audiences?: GlossedOption[];
  tones?: GlossedOption[];
  onToggle: (list: 'topics' | 'languages' | 'audiences' | 'tones', value: string) => void;
  onToggleRegion: (gl: string) => void;
  onSkinType?: (skin: Guidance['skinType']) => void;
  onRandomSkin?: () => void;
  generating: boolean;
  onGenerate: () => void;
  onCancel?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">{title}</h3>
      {children}
    </div>
  );
}

/** The AI guidance (spec 2 §2): topic, region, language, audience, tone, skin; Generate with GPT. */
export function GuidanceCard({ guidance, regions, languages, audiences = AUDIENCES, tones = TONES, onToggle, onToggleRegion, onSkinType, onRandomSkin, generating, onGenerate, onCancel }: Props) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  const [tab, setTab] = useState('regions');
  const regionName = (gl: string) => regionDisplayName(gl, regions.data?.find((r) => r.gl === gl)?.name ?? gl, language);
  const languageName = (hl: string) => languageDisplayName(hl, languages.data?.find((l) => l.hl === hl)?.name ?? hl, language);
  // The values sent to the AI stay English; only their labels are translated.
  const topicLabel = (topic: string) => t(`guidance.topics.${topic as (typeof TOPICS)[number]}`, { defaultValue: topic });
  const audienceLabel = (value: string) => t(`guidance.audiences.${value as AudienceKey}`, { defaultValue: value });
  const toneLabel = (value: string) => t(`guidance.tones.${value as ToneKey}`, { defaultValue: value });
  // The Korean glosses help an English reader; a Korean reader already reads the Korean label.
  const gloss = (option: GlossedOption) => (language === 'en' ? option.gloss : undefined);
  // English keeps the server's order; other languages list the chips by their translated names.
  const byName = <T,>(list: T[], name: (item: T) => string) =>
    language === 'en' ? list : [...list].sort((x, y) => name(x).localeCompare(name(y), language));
  const chosen = [
    ...guidance.topics.map(topicLabel),
    ...guidance.regions.map(regionName),
    ...guidance.languages.map(languageName),
    ...guidance.audiences.map(audienceLabel),
    ...guidance.tones.map(toneLabel),
  ];

  return (
    <AdminCard className="space-y-5 p-5">
      <div className="flex items-center gap-2">
        <SparklesIcon className="size-5 text-brand-600" />
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">{t('guidance.title')}</h2>
      </div>
      <Section title={t('guidance.topic')}>
        <div className="flex flex-wrap gap-2">
          {TOPICS.map((topic) => (
            <Chip key={topic} label={topicLabel(topic)} selected={guidance.topics.includes(topic)} onToggle={() => onToggle('topics', topic)} />
          ))}
        </div>
      </Section>
      <TabsRoot value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="regions">{t('guidance.region')}</TabsTrigger>
          <TabsTrigger value="languages">{t('guidance.language')}</TabsTrigger>
        </TabsList>
        <TabsContent value="regions">
          <div className="mt-3 flex max-h-48 flex-wrap gap-2 overflow-y-auto">
            {regions.error ? (
              <p className="text-sm text-red-600">{t('guidance.regionsFailed')}</p>
            ) : !regions.data ? (
              <p className="text-sm text-zinc-500">{t('guidance.regionsLoading')}</p>
            ) : (
              byName(regions.data, (r) => regionName(r.gl)).map((r) => <Chip key={r.gl} label={regionName(r.gl)} selected={guidance.regions.includes(r.gl)} onToggle={() => onToggleRegion(r.gl)} />)
            )}
          </div>
        </TabsContent>
        <TabsContent value="languages">
          <div className="mt-3 flex max-h-48 flex-wrap gap-2 overflow-y-auto">
            {languages.error ? (
              <p className="text-sm text-red-600">{t('guidance.languagesFailed')}</p>
            ) : !languages.data ? (
              <p className="text-sm text-zinc-500">{t('guidance.languagesLoading')}</p>
            ) : (
              byName(languages.data, (l) => languageName(l.hl)).map((l) => <Chip key={l.hl} label={languageName(l.hl)} selected={guidance.languages.includes(l.hl)} onToggle={() => onToggle('languages', l.hl)} />)
            )}
          </div>
        </TabsContent>
      </TabsRoot>
      <Section title={t('guidance.audience')}>
        <div className="flex flex-wrap gap-2">
          {audiences.map((a) => (
            <Chip key={a.value} label={audienceLabel(a.value)} gloss={gloss(a)} selected={guidance.audiences.includes(a.value)} onToggle={() => onToggle('audiences', a.value)} />
          ))}
        </div>
      </Section>
      <Section title={t('guidance.tone')}>
        <div className="flex flex-wrap gap-2">
          {tones.map((tone) => (
            <Chip key={tone.value} label={toneLabel(tone.value)} gloss={gloss(tone)} selected={guidance.tones.includes(tone.value)} onToggle={() => onToggle('tones', tone.value)} />
          ))}
        </div>
      </Section>
      {onSkinType ? (
        <Section title={t('guidance.skinType')}>
          <div className="flex flex-wrap items-center gap-4" role="radiogroup" aria-label={t('guidance.skinTypeLabel')}>
            {(['normal', 'dark'] as const).map((skin) => (
              <label key={skin} className="flex cursor-pointer items-center gap-2 text-sm text-zinc-700 capitalize dark:text-zinc-300">
                <input type="radio" name="skin-type" value={skin} checked={guidance.skinType === skin} onChange={() => onSkinType(skin)} className="accent-brand-600" />
                {t(`guidance.skins.${skin}`)}
              </label>
            ))}
            {onRandomSkin ? (
              <Button type="button" variant="secondary" size="sm" onClick={onRandomSkin}>
                <RefreshIcon className="size-4" />
                {t('guidance.randomSkin')}
              </Button>
            ) : null}
          </div>
        </Section>
      ) : null}
      {chosen.length > 0 ? (
        <div className="flex flex-wrap gap-1.5" aria-label={t('guidance.selected')}>
          {chosen.map((c, i) => (
            <Badge key={`${c}-${i}`}>{c}</Badge>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onGenerate} disabled={generating || guidance.topics.length === 0}>
          <SparklesIcon className="size-4" />
          {generating ? t('guidance.generating') : t('guidance.generate')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </AdminCard>
  );
}
