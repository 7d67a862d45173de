import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckIcon, PlusIcon } from '../../../components/ui/icons';
import { subscribeToCategory, unsubscribeFromCategory } from '../api';
import type { PublicCategory } from '../types';

/** Subscribe / Unsubscribe on another user's subscribable public category (spec 2 §2, §6). */
export function SubscribeButton({ handle, category }: { handle: string; category: PublicCategory }) {
  const { t } = useTranslation('publicProfile');
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      if (category.isSubscribed) await unsubscribeFromCategory(handle, category.id);
      else await subscribeToCategory(handle, category.id);
    } catch {
      // The toast said why; the button shows the unchanged state.
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant={category.isSubscribed ? 'secondary' : 'primary'}
      onClick={() => void run()}
      disabled={pending}
      aria-label={category.isSubscribed ? t('subscribe.unsubscribeFrom', { name: category.name }) : t('subscribe.subscribeTo', { name: category.name })}
    >
      {category.isSubscribed ? <CheckIcon className="size-4" /> : <PlusIcon className="size-4" />}
      {category.isSubscribed ? t('subscribe.unsubscribe') : t('subscribe.subscribe')}
    </Button>
  );
}
