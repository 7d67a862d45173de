import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_NAME_MAX } from '../../../../../functions/schemas/api-token.ts';
import type { ApiTokenView, CreatedApiToken } from '../../../../../functions/schemas/responses.ts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../components/ui/dialog';
import { CheckIcon, ClipboardIcon, ExternalLinkIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { Input, Label } from '../../../components/ui/input';
import { currentLanguage } from '../../../i18n';
import { notify, notifyError } from '../../../lib/toast';
import { createApiToken, revokeApiToken, useApiTokens } from '../api';
import { SettingsCard } from './settings-card';

/** A date and time in the UI's language ("23 Nov 2026, 14:05" / "2026. 11. 23. 오후 2:05"). */
function formatDate(iso: string) {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * Settings → API tokens: personal tokens for scripts and apps. A token's secret is shown once,
 * right after it is created; the list shows names and dates only.
 */
export function ApiTokensSection() {
  const { t } = useTranslation('apiTokens');
  const { data: tokens, isLoading } = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);

  return (
    <SettingsCard
      id="api-tokens"
      title={t('title')}
      description={
        <>
          {t('description')}{' '}
          <a href="/api/docs" target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-400">
            {t('docsLink')}
            <ExternalLinkIcon className="size-3.5" />
          </a>
        </>
      }
    >
      <CreateTokenForm onCreated={setCreated} />
      <div className="mt-5">
        {isLoading ? null : tokens?.length ? (
          <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="api-token-list">
            {tokens.map((token) => (
              <li key={token.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="api-token">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{token.name}</p>
                  <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">
                    {t('created', { date: formatDate(token.createdAt) })}
                    {' · '}
                    {token.lastUsedAt ? t('lastUsed', { date: formatDate(token.lastUsedAt) }) : t('neverUsed')}
                  </p>
                </div>
                <Button variant="ghost" size="sm" onClick={() => setRevoking(token)} aria-label={t('revokeNamed', { name: token.name })}>
                  <TrashIcon className="size-4" />
                  {t('revoke')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('empty')}</p>
        )}
      </div>
      <NewTokenDialog token={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revokeTitle', { name: revoking?.name ?? '' })}
        description={t('revokeDescription')}
        confirmLabel={t('revokeConfirm')}
        pendingLabel={t('revoking')}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revokeApiToken(revoking.id);
            notify({ title: t('revoked') });
          } catch (error) {
            notifyError(error, t('revokeFailed'));
            throw error;
          }
        }}
      />
    </SettingsCard>
  );
}

function CreateTokenForm({ onCreated }: { onCreated(token: CreatedApiToken): void }) {
  const { t } = useTranslation('apiTokens');
  const inputId = useId();
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || pending) return;
    setPending(true);
    try {
      onCreated(await createApiToken(name.trim()));
      setName('');
    } catch (error) {
      notifyError(error, t('createFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{t('nameLabel')}</Label>
      <div className="flex gap-2 max-sm:flex-col">
        <Input id={inputId} value={name} onChange={(e) => setName(e.target.value)} placeholder={t('namePlaceholder')} maxLength={API_TOKEN_NAME_MAX} autoComplete="off" />
        <Button type="submit" disabled={!name.trim() || pending} className="shrink-0">
          <PlusIcon className="size-4" />
          {pending ? t('creating') : t('create')}
        </Button>
      </div>
    </form>
  );
}

/** The one time the secret is visible: copy it now, it is not stored anywhere readable. */
function NewTokenDialog({ token, onClose }: { token: CreatedApiToken | null; onClose(): void }) {
  const { t } = useTranslation('apiTokens');
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <DialogRoot open={token !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('createdTitle', { name: token?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('createdWarning')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="flex items-center gap-2">
            <code
              data-testid="new-api-token"
              className="min-w-0 flex-1 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm break-all select-all dark:border-zinc-800 dark:bg-zinc-950"
            >
              {token?.token}
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void navigator.clipboard?.writeText(token?.token ?? '').then(() => setCopied(true), () => undefined)}
            >
              {copied ? <CheckIcon className="size-4" /> : <ClipboardIcon className="size-4" />}
              {copied ? t('copied') : t('copy')}
            </Button>
          </div>
          <p className="mt-3 text-xs text-zinc-500 dark:text-zinc-400">{t('usage')}</p>
        </DialogBody>
        <DialogFooter>
          <Button onClick={close}>{t('done')}</Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
