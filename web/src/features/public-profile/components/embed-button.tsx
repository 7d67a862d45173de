import { Code as CodeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/toast';

/** The <iframe> that shows this profile's collection on another site (the embed page). */
export function embedSnippet(origin: string, handle: string, title: string): string {
  const src = `${origin}${generatePath(paths.publicEmbed, { handle })}`;
  return `<iframe src="${src}" width="560" height="640" style="border:0" loading="lazy" title="${title.replace(/[&"<]/g, (ch) => `&#${ch.charCodeAt(0)};`)}"></iframe>`;
}

/** "Embed": copies the snippet for another site. */
export function EmbedButton({ handle, title }: { handle: string; title: string }) {
  const { t } = useTranslation('publicProfile');
  return (
    <button
      type="button"
      title={t('embed.title')}
      onClick={async () => {
        await navigator.clipboard.writeText(embedSnippet(window.location.origin, handle, title));
        notify({ title: t('embed.copied') });
      }}
      className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400 dark:hover:bg-zinc-800"
    >
      <CodeIcon className="size-4" aria-hidden="true" />
      {t('embed.button')}
    </button>
  );
}
