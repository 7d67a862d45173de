import { toast } from 'sonner';

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
