import { Toaster } from 'sonner';
import { useThemeStore } from '../stores/theme';

/**
 * Spec 1 §9: one toast at a time, 5 s, swipe right to dismiss, F8 focuses the toast area, at most
 * 420 px wide. Loaded lazily; sonner replays toasts raised before it mounts.
 */
export function AppToaster() {
  const theme = useThemeStore((state) => state.theme);
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
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
