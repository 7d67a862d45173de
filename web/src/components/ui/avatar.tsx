import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { cn } from '../../lib/cn';

interface AvatarProps {
  src?: string | null;
  /** Alt text for the image. */
  name: string;
  /** Shown until the image loads, or when it fails or is missing. */
  fallback: string;
  className?: string;
}

export function Avatar({ src, name, fallback, className }: AvatarProps) {
  return (
    <ArkAvatar.Root
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-semibold text-brand-700 select-none dark:bg-brand-500/20 dark:text-brand-200',
        className,
      )}
    >
      <ArkAvatar.Fallback>{fallback}</ArkAvatar.Fallback>
      {src ? (
        // Google's image host refuses hot-linking with a referrer.
        <ArkAvatar.Image src={src} alt={name} referrerPolicy="no-referrer" className="size-full object-cover" />
      ) : null}
    </ArkAvatar.Root>
  );
}
