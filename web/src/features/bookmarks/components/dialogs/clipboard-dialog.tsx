import { Button } from '../../../../components/ui/button';
import { DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../../components/ui/dialog';
import { ClipboardIcon } from '../../../../components/ui/icons';
import { displayUrl, type ClipboardVideo } from '../../lib/clipboard-detection';
import { useTranslation } from 'react-i18next';

interface ClipboardDialogProps {
  video: ClipboardVideo | null;
  pending: boolean;
  onDismiss(): void;
  onRegister(): void;
}

/** Spec 1 §4: the offer to bookmark the video found in the clipboard (clipboard-watcher.tsx). */
export function ClipboardDialog({ video, pending, onDismiss, onRegister }: ClipboardDialogProps) {
  const { t } = useTranslation(['bookmarks', 'common']);
  return (
    <DialogRoot open={video !== null} onOpenChange={(open) => !open && !pending && onDismiss()}>
      <DialogContent size="sm">
        <DialogHeader>
          <span className="mb-1 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
            <ClipboardIcon className="size-5" />
          </span>
          <DialogTitle>{t('clipboard.title')}</DialogTitle>
          <DialogDescription>{t('clipboard.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p
            className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5 font-mono text-xs break-all text-zinc-700 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-300"
            title={video?.url}
          >
            {video ? displayUrl(video.url) : null}
          </p>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onDismiss} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={onRegister} disabled={pending}>
            {pending ? t('clipboard.registering') : t('clipboard.register')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
