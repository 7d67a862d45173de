import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { handleMessageKey } from '../lib/handle-messages';
import type { HandleState } from '../lib/handle-state';

/** The check's outcome under the handle field; a taken handle offers the server's suggestion. */
export function HandleStatus({ state, id, onUseSuggestion }: { state: HandleState; id: string; onUseSuggestion(handle: string): void }) {
  const { t } = useTranslation('settings');
  if (state.status === 'idle') return <p id={id} className="sr-only" aria-live="polite" />;
  if (state.status === 'checking') {
    return (
      <p id={id} aria-live="polite" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Spinner className="size-4" /> {t('handle.checking')}
      </p>
    );
  }
  const ok = state.status === 'available';
  const key = handleMessageKey(state.message);
  return (
    <div id={id} aria-live="polite" className={ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}>
      <p className="flex items-center gap-2 text-sm font-medium">
        {ok ? <CheckCircleIcon className="size-4 shrink-0" /> : <AlertCircleIcon className="size-4 shrink-0" />}
        {key ? t(`handle.status.${key}`) : state.message}
      </p>
      {state.suggestion ? (
        <button
          type="button"
          onClick={() => onUseSuggestion(state.suggestion!)}
          className="mt-1 cursor-pointer text-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
        >
          {t('handle.trySuggestion', { suggestion: state.suggestion })}
        </button>
      ) : null}
    </div>
  );
}
