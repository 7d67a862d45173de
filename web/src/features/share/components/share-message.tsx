import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/icons';

/** A state of the share screen in words: saved, already saved, nothing to save. */
export function ShareMessage({ tone, title, description, children }: { tone: 'success' | 'info' | 'problem'; title: string; description: string; children?: ReactNode }) {
  const Icon = tone === 'problem' ? AlertCircleIcon : CheckCircleIcon;
  const color = { success: 'text-emerald-500', info: 'text-brand-500', problem: 'text-amber-500' }[tone];
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-2 text-center">
      <Icon className={`size-10 ${color}`} aria-hidden="true" />
      <h2 className="text-lg font-semibold break-keep text-zinc-900 dark:text-zinc-100">{title}</h2>
      <p className="text-sm break-keep text-zinc-600 dark:text-zinc-400">{description}</p>
      {children && <div className="mt-3 flex w-full flex-col gap-2">{children}</div>}
    </div>
  );
}
