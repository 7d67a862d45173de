import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { XIcon } from './icons';
import './sheet.css';
import { useTranslation } from 'react-i18next';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'left' slides over from the side (the sidebar below 1024 px), 'bottom' is a mobile sheet. */
  side: 'left' | 'bottom';
  title: string;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Shown at the top left instead of the title (which then stays for screen readers). */
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}

const PANEL: Record<SheetProps['side'], string> = {
  left: cn(
    'fixed inset-y-0 left-0 flex w-[min(20rem,88vw)] flex-col border-r border-zinc-200 bg-white shadow-2xl dark:border-zinc-800 dark:bg-zinc-900',
    'data-[state=open]:animate-[sheet-in-left_220ms_cubic-bezier(0.32,0.72,0,1)] data-[state=closed]:animate-[sheet-out-left_180ms_ease-in]',
  ),
  bottom: cn(
    'fixed inset-x-0 bottom-0 flex max-h-[85dvh] flex-col rounded-t-2xl border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl dark:border-zinc-800 dark:bg-zinc-900',
    'data-[state=open]:animate-[sheet-in-bottom_260ms_cubic-bezier(0.32,0.72,0,1)] data-[state=closed]:animate-[sheet-out-bottom_180ms_ease-in]',
  ),
};

/** The real sheet (Ark Dialog underneath), loaded when a sheet first opens (sheet.tsx). */
export function RealSheet({ open, onOpenChange, side, title, hideTitle, header, children, className }: SheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className="sheet-motion-backdrop fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px] data-[state=closed]:animate-[sheet-fade-out_180ms_ease-in] data-[state=open]:animate-[sheet-fade-in_200ms_ease-out]" />
        <Dialog.Positioner className="fixed inset-0 z-50">
          <Dialog.Content className={cn('sheet-motion outline-none', PANEL[side], className)}>
            {side === 'bottom' ? <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-zinc-300 dark:bg-zinc-700" /> : null}
            <div className={cn('flex shrink-0 items-center justify-between gap-2 px-4', hideTitle && !header ? 'pt-3' : 'pt-3 pb-2')}>
              {header}
              <Dialog.Title className={cn('text-base font-semibold text-zinc-900 dark:text-zinc-100', hideTitle && 'sr-only')}>{title}</Dialog.Title>
              <Dialog.CloseTrigger
                aria-label={t('actions.close')}
                className="ml-auto flex size-9 cursor-pointer items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
              >
                <XIcon className="size-5" />
              </Dialog.CloseTrigger>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
