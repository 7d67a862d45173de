import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../components/ui/dialog';
import { Input, Label, Textarea } from '../../../components/ui/input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { notify } from '../../../lib/toast';
import { EMBED_MAX, EMBED_MIN, EMBED_PRESETS, type EmbedPreset, clampDimension, embedSnippet } from '../lib/embed-snippet';
import type { PublicCategory } from '../types';

const WHOLE_PROFILE = 'profile';
const PRESETS = ['small', 'medium', 'large'] as const;
const DEFAULT_SIZE = EMBED_PRESETS.medium;

interface EmbedDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  handle: string;
  /** The profile's name as the page shows it: the iframe's title. */
  name: string;
  /** The public categories the owner shows: each can be embedded alone. */
  categories: PublicCategory[];
}

/**
 * What to embed (the whole profile or one public category) and how large (a preset, or width ×
 * height), with the <iframe> code that Copy puts on the clipboard, shown as it will be pasted.
 */
export function EmbedDialog({ open, onOpenChange, handle, name, categories }: EmbedDialogProps) {
  const { t } = useTranslation('publicProfile');
  const id = useId();
  const [collection, setCollection] = useState<string>(WHOLE_PROFILE);
  const [preset, setPreset] = useState<EmbedPreset>('medium');
  // Typed text, clamped only when the field is left, so "3" on the way to "360" is not refused.
  const [width, setWidth] = useState(String(DEFAULT_SIZE.width));
  const [height, setHeight] = useState(String(DEFAULT_SIZE.height));

  const collectionOptions = useMemo<SelectOption<string>[]>(
    () => [{ value: WHOLE_PROFILE, label: t('embed.wholeProfile') }, ...categories.map((c) => ({ value: c.id, label: c.name }))],
    [categories, t],
  );
  const sizeOptions = useMemo<SelectOption<EmbedPreset>[]>(
    () => [...PRESETS.map((p) => ({ value: p, label: t(`embed.presets.${p}`, EMBED_PRESETS[p]) })), { value: 'custom' as const, label: t('embed.presets.custom') }],
    [t],
  );

  const category = categories.find((c) => c.id === collection) ?? null;
  const size = preset === 'custom' ? { width: clampDimension(Number(width), 'width', DEFAULT_SIZE.width), height: clampDimension(Number(height), 'height', DEFAULT_SIZE.height) } : EMBED_PRESETS[preset];
  const snippet = embedSnippet(window.location.origin, {
    handle,
    categoryId: category?.id ?? null,
    ...size,
    title: category ? `${category.name} · ${name} · Vidshelf` : `${name} · Vidshelf`,
  });

  const choosePreset = (next: EmbedPreset) => {
    setPreset(next);
    if (next !== 'custom') {
      setWidth(String(EMBED_PRESETS[next].width));
      setHeight(String(EMBED_PRESETS[next].height));
    }
  };
  const copy = async () => {
    await navigator.clipboard.writeText(snippet);
    notify({ title: t('embed.copied') });
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('embed.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('embed.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-1.5">
              <span aria-hidden="true" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
                {t('embed.collection')}
              </span>
              <Select label={t('embed.collection')} options={collectionOptions} value={collection} onValueChange={setCollection} className="[&_button]:w-full [&_button]:justify-between" />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <span aria-hidden="true" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
                {t('embed.size')}
              </span>
              <Select label={t('embed.size')} options={sizeOptions} value={preset} onValueChange={choosePreset} className="[&_button]:w-full [&_button]:justify-between" />
            </div>
          </div>
          {preset === 'custom' ? (
            <div className="grid grid-cols-2 gap-4">
              <DimensionField id={`${id}-width`} label={t('embed.width')} value={width} onChange={setWidth} min={EMBED_MIN.width} max={EMBED_MAX.width} fallback={DEFAULT_SIZE.width} dimension="width" />
              <DimensionField id={`${id}-height`} label={t('embed.height')} value={height} onChange={setHeight} min={EMBED_MIN.height} max={EMBED_MAX.height} fallback={DEFAULT_SIZE.height} dimension="height" />
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-code`}>{t('embed.code')}</Label>
            <Textarea id={`${id}-code`} readOnly value={snippet} rows={4} className="font-mono text-xs break-all sm:text-xs" onFocus={(event) => event.currentTarget.select()} />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('embed.close')}
          </Button>
          <Button onClick={() => void copy()}>{t('embed.copy')}</Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

interface DimensionFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  min: number;
  max: number;
  fallback: number;
  dimension: 'width' | 'height';
}

/** A pixel size, clamped to its bounds when the field is left. */
function DimensionField({ id, label, value, onChange, min, max, fallback, dimension }: DimensionFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(String(clampDimension(Number(value), dimension, fallback)))}
      />
    </div>
  );
}
