import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useThemeStore } from '../stores/theme';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';

/**
 * Desktop toasts sit bottom-right, raised above the floating buttons and the selection bar (the
 * quick-add button is 3.5 rem tall, 1.5 rem from the edge) so they hide no control for their 5 s.
 * Phones show them at the top: the bottom holds the floating buttons and the bottom sheets'
 * Cancel/Apply buttons.
 */
const DESKTOP_OFFSET = { bottom: '6.5rem', right: '1rem' };
/**
 * Narrow enough on desktop to fit beside a centred 42 rem column (Settings, Profile) at 1280 px,
 * so a toast covers none of its switches.
 */
const DESKTOP_STYLE = { '--width': '280px' } as CSSProperties;

/**
 * Spec 1 §9: one toast at a time, 5 s, swipe right to dismiss, F8 focuses the toast area, at most
 * 420 px wide. Loaded lazily; sonner replays toasts raised before it mounts.
 */
export function AppToaster() {
  const theme = useThemeStore((state) => state.theme);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Toaster
      theme={theme}
      position={isMobile ? 'top-center' : 'bottom-right'}
      offset={isMobile ? undefined : DESKTOP_OFFSET}
      style={isMobile ? undefined : DESKTOP_STYLE}
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      swipeDirections={['right']}
      richColors
      closeButton
      toastOptions={{ style: { maxWidth: '420px' } }}
    />
  );
}
