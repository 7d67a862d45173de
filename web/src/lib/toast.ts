import { toast } from 'sonner';
import { serverMessageOr } from './api';
import { i18n } from '../i18n';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Toasts sharing an id replace each other (guards StrictMode's doubled effects). */
  id?: string;
}

/** The one way screens show a toast; callers pass translated texts (English verbatim from the spec). */
export function notify({ title, description, variant = 'default', id }: Notice) {
  const show = variant === 'destructive' ? toast.error : toast;
  show(title, { description, id });
}

/**
 * Spec 1 §8: the one error toast, a destructive 'Error' with the server's message (translated by
 * code outside English, see serverMessageOr), or `fallback` when the server gave none.
 */
export function notifyError(error: unknown, fallback: string, id?: string) {
  notify({ title: i18n.t('common:error'), description: serverMessageOr(error, fallback), variant: 'destructive', id });
}
