import { languageForRegion } from './region-languages';

export interface Notice {
  title: string;
  description: string;
  variant?: 'destructive';
  /** The notice on screen: `admin:guidance.notices.<key>` with these values. */
  key: 'autoRemoved' | 'autoSelected' | 'skipped';
  values: { language: string; region: string };
}

export interface GuidanceLanguages {
  regions: string[];
  languages: string[];
}

/**
 * Spec 2 §4 region selection: adding a region adds its mapped language when the platform supports
 * it ("Languages Auto-Selected"), or warns ("Some Languages Skipped"); removing a region removes
 * its language unless another chosen region still maps to it ("Languages Auto-Removed").
 */
export function toggleRegion(
  state: GuidanceLanguages,
  gl: string,
  supportedLanguages: readonly string[],
  regionName: (gl: string) => string = (g) => g,
): GuidanceLanguages & { notice: Notice | null } {
  if (state.regions.includes(gl)) {
    const regions = state.regions.filter((r) => r !== gl);
    const { supported } = languageForRegion(gl, supportedLanguages);
    const stillNeeded = supported && regions.some((r) => languageForRegion(r, supportedLanguages).supported === supported);
    if (supported && state.languages.includes(supported) && !stillNeeded) {
      return {
        regions,
        languages: state.languages.filter((l) => l !== supported),
        notice: {
          title: 'Languages Auto-Removed',
          description: `Removed ${supported} with ${regionName(gl)}.`,
          key: 'autoRemoved',
          values: { language: supported, region: regionName(gl) },
        },
      };
    }
    return { regions, languages: state.languages, notice: null };
  }
  const regions = [...state.regions, gl];
  const { mapped, supported } = languageForRegion(gl, supportedLanguages);
  if (!mapped) return { regions, languages: state.languages, notice: null };
  if (!supported) {
    return {
      regions,
      languages: state.languages,
      notice: {
        title: 'Some Languages Skipped',
        description: `The language of ${regionName(gl)} (${mapped}) is not supported by the video platform.`,
        variant: 'destructive',
        key: 'skipped',
        values: { language: mapped, region: regionName(gl) },
      },
    };
  }
  if (state.languages.includes(supported)) return { regions, languages: state.languages, notice: null };
  return {
    regions,
    languages: [...state.languages, supported],
    notice: {
      title: 'Languages Auto-Selected',
      description: `Added ${supported} for ${regionName(gl)}.`,
      key: 'autoSelected',
      values: { language: supported, region: regionName(gl) },
    },
  };
}

/** Spec 2 §5: a code must be in the loaded list; the check passes while the list is loading. */
export function invalidCode(codes: string[], loaded: readonly string[] | null | undefined): string | null {
  if (!loaded) return null;
  return codes.find((c) => !loaded.includes(c)) ?? null;
}
