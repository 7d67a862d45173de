import { generatePath } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Sizes the Embed dialog offers; 'custom' lets the owner type width × height. */
export const EMBED_PRESETS = {
  small: { width: 360, height: 480 },
  medium: { width: 560, height: 640 },
  large: { width: 800, height: 720 },
} as const;
export type EmbedPreset = keyof typeof EMBED_PRESETS | 'custom';

/** Bounds of a typed size, px: narrower than a phone's card or larger than a wide screen makes no sense. */
export const EMBED_MIN = { width: 240, height: 240 } as const;
export const EMBED_MAX = { width: 1920, height: 2000 } as const;

/** A typed dimension within its bounds; an empty field or a non-number falls back. */
export function clampDimension(value: number, dimension: 'width' | 'height', fallback: number): number {
  if (!Number.isFinite(value) || value <= 0) return fallback;
  return Math.min(EMBED_MAX[dimension], Math.max(EMBED_MIN[dimension], Math.round(value)));
}

export interface EmbedChoice {
  handle: string;
  /** A public category's id, or null for the whole profile. */
  categoryId: string | null;
  width: number;
  height: number;
  /** The iframe's accessible name. */
  title: string;
}

/** The embed page's address for this choice. */
export function embedUrl(origin: string, choice: Pick<EmbedChoice, 'handle' | 'categoryId'>): string {
  const path = choice.categoryId
    ? generatePath(paths.publicCategoryEmbed, { handle: choice.handle, categoryId: choice.categoryId })
    : generatePath(paths.publicEmbed, { handle: choice.handle });
  return `${origin}${path}`;
}

const attribute = (text: string) => text.replace(/[&"<]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The <iframe> that shows the chosen collection on another site, at the chosen size. */
export function embedSnippet(origin: string, choice: EmbedChoice): string {
  return `<iframe src="${attribute(embedUrl(origin, choice))}" width="${choice.width}" height="${choice.height}" style="border:0" loading="lazy" title="${attribute(choice.title)}"></iframe>`;
}
