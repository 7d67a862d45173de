import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { CheckIcon, ClipboardIcon, ExternalLinkIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/** The real public address, origin + /{handle} (DESIGN §8), with copy and open; or how to get one. */
export function PublicLink({ handle }: { handle: string | null }) {
  const { t } = useTranslation('profile');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!handle) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans
          t={t}
          i18nKey="link.noHandle"
          components={{ settings: <Link to={paths.settings} className="font-medium text-brand-700 hover:underline dark:text-brand-400" /> }}
        />
      </p>
    );
  }
  const url = `${window.location.origin}/${handle}`;
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        data-testid="public-link"
        className="flex min-w-0 flex-1 items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-brand-700 hover:underline dark:border-zinc-800 dark:bg-zinc-950 dark:text-brand-400"
      >
        <span className="min-w-0 truncate">{url}</span>
        <ExternalLinkIcon className="size-3.5 shrink-0" />
      </a>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined)}
        aria-label={copied ? t('link.copiedLabel') : t('link.copyLabel')}
      >
        {copied ? <CheckIcon className="size-4" /> : <ClipboardIcon className="size-4" />}
        {copied ? t('link.copied') : t('link.copy')}
      </Button>
    </div>
  );
}
