import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> {
  options: readonly SelectOption<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Accessible name of the control (visually hidden). */
  label: string;
  icon?: ReactNode;
  className?: string;
  /** Shows only the icon below 640 px (the value stays readable to screen readers). */
  compactOnMobile?: boolean;
}

/** The classes both the look-alike (select.tsx) and the real dropdown (select-ark.tsx) wear. */
export const selectStyles = {
  trigger: cn(
    'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 bg-white pr-2 pl-3 text-sm font-medium text-zinc-700 shadow-xs transition-colors',
    'hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    'dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
  ),
  compactValue: 'max-sm:sr-only',
  indicator: 'text-zinc-400 transition-transform data-[state=open]:rotate-180',
};

/** Element ids as Zag names them for a select with this id; the look-alike uses the same. */
export const selectIds = (id: string) => ({
  root: `select:${id}`,
  label: `select:${id}:label`,
  control: `select:${id}:control`,
  trigger: `select:${id}:trigger`,
  content: `select:${id}:content`,
  hiddenSelect: `select:${id}:select`,
});
