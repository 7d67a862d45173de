import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { step, type Playable, type PlayerMode } from '../lib/queue';

/**
 * Next and previous in a player queue (spec 1 §4), by a button or at the end of a video: the
 * nearest playable video, a toast when there is none, and the end of a Play All (`onComplete`).
 */
export function useQueueSteps({
  queue,
  index,
  mode,
  select,
  onComplete,
}: {
  queue: readonly Playable[];
  index: number;
  mode: PlayerMode;
  select(index: number): void;
  onComplete(): void;
}) {
  const { t } = useTranslation('player');
  return (direction: 'next' | 'previous', cause: 'user' | 'ended') => {
    const result = step(queue, index, direction, { cause, mode });
    if (result.kind === 'play') select(result.index);
    else if (result.kind === 'none') {
      notify(
        direction === 'next'
          ? { title: t('toasts.noNext.title'), description: t('toasts.noNext.description'), id: 'player-no-next' }
          : { title: t('toasts.noPrevious.title'), description: t('toasts.noPrevious.description'), id: 'player-no-previous' },
      );
    } else if (result.kind === 'complete') {
      onComplete();
    }
  };
}
