import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CheckIcon } from './icons';

interface CheckboxProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** Needed when there is no visible label (children). */
  'aria-label'?: string;
  /** The visible label; clicking it toggles the box. */
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function Checkbox({ checked, onCheckedChange, 'aria-label': ariaLabel, children, disabled, className }: CheckboxProps) {
  return (
    <ArkCheckbox.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      disabled={disabled}
      className={cn('group inline-flex cursor-pointer items-center gap-2.5 select-none data-disabled:cursor-not-allowed data-disabled:opacity-50', className)}
    >
      <ArkCheckbox.Control
        className={cn(
          'flex size-4.5 shrink-0 items-center justify-center rounded-[5px] border border-zinc-300 bg-white text-white shadow-xs transition-colors',
          'group-hover:border-zinc-400 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600',
          'data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-500',
          'dark:border-zinc-600 dark:bg-zinc-950 dark:data-[state=checked]:border-brand-500 dark:data-[state=checked]:bg-brand-500',
        )}
      >
        <ArkCheckbox.Indicator>
          <CheckIcon className="size-3.5" strokeWidth={3} />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      {children ? <ArkCheckbox.Label className="min-w-0 flex-1 text-sm">{children}</ArkCheckbox.Label> : null}
      <ArkCheckbox.HiddenInput aria-label={ariaLabel} />
    </ArkCheckbox.Root>
  );
}

interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The visible label. */
  children: ReactNode;
  /** A line under the label saying what the switch does. */
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off setting: label (and description) on the left, the switch on the right. */
export function Switch({ checked, onCheckedChange, children, description, disabled, className }: SwitchProps) {
  return (
    <ArkSwitch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      disabled={disabled}
      className={cn('flex cursor-pointer items-center justify-between gap-4 select-none data-disabled:cursor-not-allowed data-disabled:opacity-50', className)}
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <ArkSwitch.Label className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{children}</ArkSwitch.Label>
        {description ? <span className="text-xs text-zinc-500 dark:text-zinc-400">{description}</span> : null}
      </span>
      <ArkSwitch.Control
        className={cn(
          'inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-zinc-300 p-0.5 transition-colors data-[state=checked]:bg-brand-600',
          'data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-500 dark:bg-zinc-700 dark:data-[state=checked]:bg-brand-500',
        )}
      >
        <ArkSwitch.Thumb className="size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5" />
      </ArkSwitch.Control>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}
