import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactNode } from 'react';

/**
 * The real tooltip (Ark), loaded on first use (tooltip.tsx). Spec 1 §9: opens after 700 ms; once
 * one is open, the next opens at once (Zag's shared tooltip state), which plays the part of the
 * skip delay. `id` names its trigger like the look-alike's.
 */
export function RealTooltip({ id, content, children, disabled }: { id: string; content: ReactNode; children: ReactNode; disabled?: boolean }) {
  return (
    <ArkTooltip.Root id={id} openDelay={700} closeDelay={300} disabled={disabled} positioning={{ placement: 'bottom', gutter: 6 }}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className="z-[60] max-w-64 rounded-md bg-zinc-900 px-2 py-1 text-xs font-medium text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900">
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
