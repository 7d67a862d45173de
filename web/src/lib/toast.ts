import { serverMessageOr } from './api';
import { i18n } from '../i18n';
import { markToastRaised } from './toast-signal';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Toasts sharing an id replace each other (guards StrictMode's doubled effects). */
  id?: string;
  /** One button in the toast (the update prompt's 'Reload'). */
  action?: { label: string; onClick(): void };
  /** Milliseconds on screen; Infinity keeps it until answered or closed. Default: the toaster's 5 s. */
  duration?: number;
}

/**
 * The one way screens show a toast; callers pass translated texts (English verbatim from the spec).
 * sonner (~6 KB gzip) loads with the first toast, not with the screen (README "Page weight"); the
 * signal mounts the toaster (app/root-layout.tsx), which shows the toasts raised before it mounted.
 */
export function notify({ title, description, variant = 'default', id, action, duration }: Notice) {
  markToastRaised();
  void import('sonner').then(({ toast }) => {
    const show = variant === 'destructive' ? toast.error : toast;
    show(title, { description, id, action, duration });
  });
}

/**
 * Spec 1 §8: the one error toast, a destructive 'Error' with the server's message (translated by
 * code outside English, see serverMessageOr), or `fallback` when the server gave none.
 */
export function notifyError(error: unknown, fallback: string, id?: string) {
  notify({ title: i18n.t('common:error'), description: serverMessageOr(error, fallback), variant: 'destructive', id });
}
