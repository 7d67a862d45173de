import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { MenuProps } from './menu-parts';

function MenuContent({ className, ...props }: ComponentProps<typeof ArkMenu.Content>) {
  return (
    <Portal>
      <ArkMenu.Positioner>
        <ArkMenu.Content
          className={cn(
            'z-50 min-w-56 rounded-xl border border-zinc-200 bg-white p-1.5 text-sm shadow-xl shadow-zinc-900/10 outline-none',
            'dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/40',
            className,
          )}
          {...props}
        />
      </ArkMenu.Positioner>
    </Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof ArkMenu.Item>) {
  return (
    <ArkMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-zinc-700 outline-none select-none',
        'data-highlighted:bg-zinc-100 data-highlighted:text-zinc-900 dark:text-zinc-300 dark:data-highlighted:bg-zinc-800 dark:data-highlighted:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof ArkMenu.Separator>) {
  return <ArkMenu.Separator className={cn('my-1.5 border-zinc-200 dark:border-zinc-800', className)} {...props} />;
}

/** The real menu (Ark), loaded on first use (menu.tsx). `id` names its trigger like the look-alike's. */
export function RealMenu({ id, label, triggerClassName, trigger, placement, gutter, onSelect, contentClassName, children }: MenuProps & { id: string }) {
  return (
    <ArkMenu.Root id={id} positioning={{ placement, gutter }} onSelect={onSelect}>
      <ArkMenu.Trigger aria-label={label} className={triggerClassName}>
        {trigger}
      </ArkMenu.Trigger>
      <MenuContent className={contentClassName}>{children({ MenuItem, MenuSeparator })}</MenuContent>
    </ArkMenu.Root>
  );
}
