import { serverMessageOr } from '../../../../lib/api';
import { notify } from '../../../../lib/toast';

/** Spec 1 §8: a destructive 'Error' toast with the server's message, or the screen's fallback. */
export function reportError(error: unknown, fallback: string) {
  notify({ title: 'Error', description: serverMessageOr(error, fallback), variant: 'destructive' });
}
