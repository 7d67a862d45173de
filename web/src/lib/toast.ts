import { toast } from 'sonner';
import { serverMessageOr } from './api';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Toasts sharing an id replace each other (guards StrictMode's doubled effects). */
  id?: string;
}

/** The one way screens show a toast; texts come verbatim from the spec. */
export function notify({ title, description, variant = 'default', id }: Notice) {
  const show = variant === 'destructive' ? toast.error : toast;
  show(title, { description, id });
}

/**
 * Spec 1 §8: the one error toast, a destructive 'Error' with the server's message, or `fallback`
 * when the server gave none (or there was no answer at all).
 */
export function notifyError(error: unknown, fallback: string, id?: string) {
  notify({ title: 'Error', description: serverMessageOr(error, fallback), variant: 'destructive', id });
}
