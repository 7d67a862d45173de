import { create } from 'zustand';

/** The bookmarks sidebar starts open on screens of 1024 px or more (spec 1 §2). */
const WIDE_SCREEN = '(min-width: 1024px)';

interface SidebarState {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}

export const useSidebarStore = create<SidebarState>((set) => ({
  open: typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches,
  setOpen: (open) => set({ open }),
  toggle: () => set((state) => ({ open: !state.open })),
}));
