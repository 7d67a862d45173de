import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/input';
import type { CurrentUser } from '../../../lib/auth';
import { HandleSaveError, saveHandle, useDefaultHandle } from '../api';
import { useHandleCheck } from '../hooks/use-handle-check';
import { canSave } from '../lib/handle-state';
import { HandleStatus } from './handle-status';
import { SettingsCard } from './settings-card';

/**
 * The handle editor (spec 2 §2, §4). Without a handle it starts in auto-save mode: a free handle
 * is proposed, and the handle is saved as soon as a check finds it available.
 */
export function HandleEditor({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const current = user.handle;
  const autoSave = current === null;
  const proposed = useDefaultHandle(autoSave);
  const { input, setInput, state, setState, check } = useHandleCheck(current);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  // Propose the default once it arrives, unless the user has typed already.
  useEffect(() => {
    if (autoSave && proposed && !touched) setInput(proposed);
  }, [autoSave, proposed, touched, setInput]);

  const save = async (handle: string) => {
    setSaving(true);
    try {
      await saveHandle(handle);
    } catch (error) {
      if (error instanceof HandleSaveError) {
        setState({ status: error.taken ? 'taken' : 'error', message: error.message, handle, suggestion: error.suggestion });
      }
    } finally {
      setSaving(false);
    }
  };

  const onCheck = async () => {
    const result = await check();
    if (autoSave && result.status === 'available') await save(result.handle);
  };

  const busy = saving || state.status === 'checking';
  const origin = window.location.origin.replace(/^https?:\/\//, '');
  return (
    <SettingsCard
      id="handle"
      title={t('handle.title')}
      description={autoSave ? t('handle.descriptionAutoSave') : t('handle.description')}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave(state, input, current)) void save(input);
          else void onCheck();
        }}
      >
        <Label htmlFor="settings-handle">{t('handle.label')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="flex min-w-0 flex-1 items-stretch">
            <span className="hidden items-center rounded-l-lg border border-r-0 border-zinc-300 bg-zinc-50 px-3 text-sm text-zinc-500 sm:flex dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-400">
              {origin}/
            </span>
            <Input
              id="settings-handle"
              value={input}
              onChange={(event) => {
                setTouched(true);
                setInput(event.target.value);
              }}
              maxLength={30}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('handle.placeholder')}
              aria-describedby="settings-handle-status settings-handle-hint"
              aria-invalid={state.status === 'taken' || state.status === 'error' ? true : undefined}
              className="sm:rounded-l-none"
            />
          </div>
          <div className="flex gap-2">
            {/* Without a handle a passing check claims it (spec 2 §4): the button says so. */}
            <Button variant="secondary" onClick={() => void onCheck()} disabled={busy} className="flex-1 sm:flex-none">
              {autoSave ? t('handle.checkAndSave') : t('handle.check')}
            </Button>
            <Button type="submit" disabled={busy || !canSave(state, input, current)} className="flex-1 sm:flex-none">
              {saving ? t('handle.saving') : t('handle.save')}
            </Button>
          </div>
        </div>
        <HandleStatus
          id="settings-handle-status"
          state={state}
          onUseSuggestion={(handle) => {
            setTouched(true);
            setInput(handle);
          }}
        />
        <FieldHint id="settings-handle-hint">{t('handle.hint')}</FieldHint>
      </form>
    </SettingsCard>
  );
}
