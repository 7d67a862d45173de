import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RefreshIcon, SparklesIcon } from '../../../components/ui/icons';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import type { LanguageOption, RegionOption } from '../api';
import type { Guidance } from '../hooks/use-guidance';
import { AUDIENCES, type GlossedOption, TONES, TOPICS } from '../lib/options';
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
  const [tab, setTab] = useState('regions');
  const regionName = (gl: string) => regions.data?.find((r) => r.gl === gl)?.name ?? gl;
  const languageName = (hl: string) => languages.data?.find((l) => l.hl === hl)?.name ?? hl;
  const chosen = [
    ...guidance.topics,
    ...guidance.regions.map(regionName),
    ...guidance.languages.map(languageName),
    ...guidance.audiences,
    ...guidance.tones,
  ];

  return (
    <AdminCard className="space-y-5 p-5">
      <div className="flex items-center gap-2">
        <SparklesIcon className="size-5 text-brand-600" />
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">AI Guidance</h2>
      </div>
      <Section title="Topic *">
        <div className="flex flex-wrap gap-2">
          {TOPICS.map((t) => (
            <Chip key={t} label={t} selected={guidance.topics.includes(t)} onToggle={() => onToggle('topics', t)} />
          ))}
        </div>
      </Section>
      <TabsRoot value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="regions">Region</TabsTrigger>
          <TabsTrigger value="languages">Language</TabsTrigger>
        </TabsList>
        <TabsContent value="regions">
          <div className="mt-3 flex max-h-48 flex-wrap gap-2 overflow-y-auto">
            {regions.error ? (
              <p className="text-sm text-red-600">Failed to load regions</p>
            ) : !regions.data ? (
              <p className="text-sm text-zinc-500">Loading regions...</p>
            ) : (
              regions.data.map((r) => <Chip key={r.gl} label={r.name} selected={guidance.regions.includes(r.gl)} onToggle={() => onToggleRegion(r.gl)} />)
            )}
          </div>
        </TabsContent>
        <TabsContent value="languages">
          <div className="mt-3 flex max-h-48 flex-wrap gap-2 overflow-y-auto">
            {languages.error ? (
              <p className="text-sm text-red-600">Failed to load languages</p>
            ) : !languages.data ? (
              <p className="text-sm text-zinc-500">Loading languages...</p>
            ) : (
              languages.data.map((l) => <Chip key={l.hl} label={l.name} selected={guidance.languages.includes(l.hl)} onToggle={() => onToggle('languages', l.hl)} />)
            )}
          </div>
        </TabsContent>
      </TabsRoot>
      <Section title="Target Audience">
        <div className="flex flex-wrap gap-2">
          {audiences.map((a) => (
            <Chip key={a.value} label={a.value} gloss={a.gloss} selected={guidance.audiences.includes(a.value)} onToggle={() => onToggle('audiences', a.value)} />
          ))}
        </div>
      </Section>
      <Section title="Tone">
        <div className="flex flex-wrap gap-2">
          {tones.map((t) => (
            <Chip key={t.value} label={t.value} gloss={t.gloss} selected={guidance.tones.includes(t.value)} onToggle={() => onToggle('tones', t.value)} />
          ))}
        </div>
      </Section>
      {onSkinType ? (
        <Section title="Skin Type">
          <div className="flex flex-wrap items-center gap-4" role="radiogroup" aria-label="Skin type">
            {(['normal', 'dark'] as const).map((skin) => (
              <label key={skin} className="flex cursor-pointer items-center gap-2 text-sm text-zinc-700 capitalize dark:text-zinc-300">
                <input type="radio" name="skin-type" value={skin} checked={guidance.skinType === skin} onChange={() => onSkinType(skin)} className="accent-brand-600" />
                {skin}
              </label>
            ))}
            {onRandomSkin ? (
              <Button type="button" variant="secondary" size="sm" onClick={onRandomSkin}>
                <RefreshIcon className="size-4" />
                Random Skin
              </Button>
            ) : null}
          </div>
        </Section>
      ) : null}
      {chosen.length > 0 ? (
        <div className="flex flex-wrap gap-1.5" aria-label="Selected options">
          {chosen.map((c, i) => (
            <Badge key={`${c}-${i}`}>{c}</Badge>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onGenerate} disabled={generating || guidance.topics.length === 0}>
          <SparklesIcon className="size-4" />
          {generating ? 'Generating...' : 'Generate with GPT'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </AdminCard>
  );
}
