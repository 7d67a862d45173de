import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

interface AvatarProps {
  src?: string | null;
  /** Alt text for the image. */
  name: string;
  /** Shown until the image loads, or when it fails or is missing. */
  fallback: string;
  className?: string;
}

/**
 * A round picture with initials until it has loaded (or when it fails or is missing). The elements
 * and states of Ark's Avatar, without its state machine: the header shows one at first paint, and
 * Zag's runtime would come with it (README "Page weight").
 */
export function Avatar({ src, name, fallback, className }: AvatarProps) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState<{ src: string; ok: boolean } | null>(null);
  const shown = !!src && loaded?.src === src && loaded.ok;
  // An image already in the cache may have loaded before React attached onLoad.
  useLayoutEffect(() => {
    const img = image.current;
    if (src && img?.complete) setLoaded({ src, ok: img.naturalWidth > 0 && img.naturalHeight > 0 });
  }, [src]);
  return (
    <div
      data-scope="avatar"
      data-part="root"
      dir="ltr"
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-semibold text-brand-700 select-none dark:bg-brand-500/20 dark:text-brand-200',
        className,
      )}
    >
      <span data-scope="avatar" data-part="fallback" dir="ltr" data-state={shown ? 'hidden' : 'visible'} hidden={shown}>
        {fallback}
      </span>
      {src ? (
        // Google's image host refuses hot-linking with a referrer.
        <img
          ref={image}
          data-scope="avatar"
          data-part="image"
          dir="ltr"
          data-state={shown ? 'visible' : 'hidden'}
          hidden={!shown}
          src={src}
          alt={name}
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onLoad={() => setLoaded({ src, ok: true })}
          onError={() => setLoaded({ src, ok: false })}
        />
      ) : null}
    </div>
  );
}
