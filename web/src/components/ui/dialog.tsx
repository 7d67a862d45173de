import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { XIcon } from './icons';
import { useTranslation } from 'react-i18next';

interface DialogRootProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
  /** 'alertdialog' for confirmations: screen readers announce them as interruptions. */
  role?: 'dialog' | 'alertdialog';
  /** The element focused on open; the first focusable one by default. */
  initialFocusEl?: () => HTMLElement | null;
}

/**
 * Marks an element inside a dialog that handles Escape itself (an inline editor, a lifted drag
 * handle): Escape there is left to it instead of closing the dialog.
 */
export const LOCAL_ESCAPE = { 'data-dialog-escape': 'local' } as const;

function escapeHandledLocally(event: KeyboardEvent) {
  return event.target instanceof Element && event.target.closest('[data-dialog-escape="local"]') !== null;
}

/**
 * A modal dialog (Ark UI): focus trapped inside, Escape and a click on the backdrop close it,
 * focus returns to what opened it. The content mounts on open and unmounts on close, so forms
 * inside start fresh every time.
 */
export function DialogRoot({ open, onOpenChange, children, role, initialFocusEl }: DialogRootProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      initialFocusEl={initialFocusEl}
      onEscapeKeyDown={(event) => {
        if (escapeHandledLocally(event)) event.preventDefault();
      }}
      lazyMount
      unmountOnExit
    >
      {children}
    </ArkDialog.Root>
  );
}

const SIZES = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

interface DialogContentProps extends ComponentProps<typeof ArkDialog.Content> {
  size?: keyof typeof SIZES;
  /** The corner × button; confirmations leave it out and rely on Cancel and Escape. */
  showClose?: boolean;
}

/** Backdrop plus panel: a bottom sheet on phones, a centred card from 640 px up. */
export function DialogContent({ size = 'md', showClose = true, className, children, ...props }: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <Portal>
      <ArkDialog.Backdrop className="fixed inset-0 z-50 bg-zinc-950/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 dark:bg-black/70" />
      <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
        <ArkDialog.Content
          className={cn(
            'relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl border border-zinc-200 bg-white text-zinc-900 shadow-2xl shadow-zinc-950/20 outline-none',
            'transition duration-200 ease-out starting:translate-y-6 starting:opacity-0 sm:rounded-2xl sm:starting:translate-y-2 sm:starting:scale-[0.98]',
            'dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:shadow-black/50',
            SIZES[size],
            className,
          )}
          {...props}
        >
          {children}
          {showClose ? (
            <ArkDialog.CloseTrigger
              aria-label={t('actions.close')}
              className="absolute top-3.5 right-3.5 flex size-8 cursor-pointer items-center justify-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              <XIcon className="size-4" />
            </ArkDialog.CloseTrigger>
          ) : null}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 px-5 pt-5 pr-12 sm:px-6 sm:pt-6', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof ArkDialog.Title>) {
  return <ArkDialog.Title className={cn('text-lg leading-tight font-semibold tracking-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof ArkDialog.Description>) {
  return <ArkDialog.Description className={cn('text-sm text-zinc-600 dark:text-zinc-400', className)} {...props} />;
}

/** The scrolling middle of a dialog. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6', className)} {...props} />;
}

/** Actions, primary last; stacked full width on phones with the primary on top. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-zinc-100 bg-zinc-50/70 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6 dark:border-zinc-800 dark:bg-zinc-900/60',
        '[&>button]:w-full sm:[&>button]:w-auto',
        className,
      )}
      {...props}
    />
  );
}

export const DialogCloseTrigger = ArkDialog.CloseTrigger;

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while onConfirm runs. */
  pendingLabel: string;
  /** Resolves when done; the dialog then closes. Errors are the caller's to report. */
  onConfirm(): Promise<unknown>;
  destructive?: boolean;
}

/** A yes/no question (delete, unsubscribe): Cancel gets the first focus, never the destructive action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  destructive = true,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const { t } = useTranslation();

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller has shown its error toast; the question stays open to retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={(next) => !pending && onOpenChange(next)} role="alertdialog">
      <DialogContent size="sm" showClose={false}>
        <DialogHeader className="pr-5 sm:pr-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-5">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={pending}
            className={destructive ? 'bg-red-600 hover:bg-red-700 active:bg-red-800' : undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
