import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from './icons';

const FIELD =
  'w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 shadow-xs transition-colors outline-none placeholder:text-zinc-400 sm:text-sm ' +
  'focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20 ' +
  'dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-500';

// text-base on phones keeps iOS from zooming into a focused field.
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(FIELD, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(FIELD, 'min-h-20 resize-y py-2 leading-relaxed', className)} {...props} />;
}

/** A native select: the platform's own picker on phones, fully keyboard accessible everywhere. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(FIELD, 'h-10 cursor-pointer appearance-none pr-9', className)} {...props} />
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500" />
    </div>
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-zinc-800 dark:text-zinc-200', className)} {...props} />;
}

/** A field's validation message; give it an id and point the field's aria-describedby at it. */
export function FieldError({ className, ...props }: ComponentProps<'p'>) {
  return <p role="alert" className={cn('text-sm text-red-600 dark:text-red-400', className)} {...props} />;
}

/** A quiet hint under a field. */
export function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-xs text-zinc-500 dark:text-zinc-400', className)} {...props} />;
}
