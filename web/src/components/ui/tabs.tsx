import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface TabsRootProps extends Omit<ComponentProps<typeof ArkTabs.Root>, 'value' | 'onValueChange'> {
  value: string;
  onValueChange(value: string): void;
}

export function TabsRoot({ value, onValueChange, className, ...props }: TabsRootProps) {
  return (
    <ArkTabs.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      className={cn('flex min-h-0 flex-col', className)}
      {...props}
    />
  );
}

/** A segmented control of tabs; arrow keys move between them. */
export function TabsList({ className, ...props }: ComponentProps<typeof ArkTabs.List>) {
  return (
    <ArkTabs.List
      className={cn('relative flex gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800/70', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof ArkTabs.Trigger>) {
  return (
    <ArkTabs.Trigger
      className={cn(
        'flex h-9 min-w-0 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-zinc-600 transition-colors',
        'hover:text-zinc-900 data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        'dark:text-zinc-400 dark:hover:text-white dark:data-selected:bg-zinc-950 dark:data-selected:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof ArkTabs.Content>) {
  return <ArkTabs.Content className={cn('outline-none', className)} {...props} />;
}
