import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { type GptSuggestion, suggestPersona } from '../api';
import { gptError } from '../lib/member-form';
import type { Guidance } from './use-guidance';

const joined = (list: string[]) => (list.length ? list.join(', ') : undefined);

/**
 * 'Generate with GPT' of the create and edit screens (spec 2 §2, §5, §8): needs a topic, sends the
 * guidance as comma-joined strings, and toasts 'Unable to Generate Profile' with the spec's text
 * for each failure. `apply` receives the suggestion; `precheck` may refuse before the call.
 */
export function usePersonaSuggestion() {
  const { t } = useTranslation('admin');
  const [generating, setGenerating] = useState(false);
  const generate = async (guidance: Guidance, apply: (suggestion: GptSuggestion) => void, precheck: () => boolean = () => true) => {
    if (guidance.topics.length === 0) {
      notify({ title: t('gpt.unableTitle'), description: t('gpt.topicRequired'), variant: 'destructive' });
      return;
    }
    if (!precheck()) return;
    setGenerating(true);
    try {
      apply(
        await suggestPersona({
          topic: guidance.topics.join(', '),
          region: joined(guidance.regions),
          language: joined(guidance.languages),
          targetAudience: joined(guidance.audiences),
          tone: joined(guidance.tones),
        }),
      );
    } catch (err) {
      const reason = gptError(err);
      notify({ title: t('gpt.unableTitle'), description: 'key' in reason ? t(`gpt.errors.${reason.key}`) : reason.serverMessage, variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };
  return { generating, generate };
}
