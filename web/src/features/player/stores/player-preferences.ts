import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const DEFAULT_VOLUME = 50;

/** Spec 1 §5: the volume is clamped to 0–100 (whole numbers). */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME;
  return Math.round(Math.min(100, Math.max(0, volume)));
}

interface PlayerPreferencesState {
  /** 0–100, default 50. */
  volume: number;
  muted: boolean;
  showPlaylist: boolean;
  /** Sets the volume; moving it above 0 unmutes, as in every video player. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  toggleMuted(): void;
  setShowPlaylist(show: boolean): void;
  toggleShowPlaylist(): void;
}

/** The player settings spec 1 §3 keeps in browser storage. */
export const usePlayerPreferences = create<PlayerPreferencesState>()(
  persist(
    (set, get) => ({
      volume: DEFAULT_VOLUME,
      muted: false,
      showPlaylist: true,
      setVolume: (volume) => {
        const next = clampVolume(volume);
        set(next > 0 ? { volume: next, muted: false } : { volume: next });
      },
      setMuted: (muted) => set({ muted }),
      toggleMuted: () => set({ muted: !get().muted }),
      setShowPlaylist: (showPlaylist) => set({ showPlaylist }),
      toggleShowPlaylist: () => set({ showPlaylist: !get().showPlaylist }),
    }),
    {
      name: 'vidshelf-player',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ volume, muted, showPlaylist }) => ({ volume, muted, showPlaylist }),
      // Whatever was stored (edited by hand, an older build), the values come back in range.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Pick<PlayerPreferencesState, 'volume' | 'muted' | 'showPlaylist'>>;
        return {
          ...current,
          volume: typeof stored.volume === 'number' ? clampVolume(stored.volume) : current.volume,
          muted: typeof stored.muted === 'boolean' ? stored.muted : current.muted,
          showPlaylist: typeof stored.showPlaylist === 'boolean' ? stored.showPlaylist : current.showPlaylist,
        };
      },
    },
  ),
);
