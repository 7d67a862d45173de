import { useState } from 'react';
import { cn } from '../../lib/cn';

/** Spec 1 §7: the fallback image when YouTube's thumbnail fails. */
export const PLACEHOLDER_THUMBNAIL = '/api/placeholder/480/270';

/**
 * A video thumbnail image that falls back to the placeholder when it fails to load (always, when
 * offline). Fixed dimensions keep the layout from shifting; it loads lazily.
 */
export function ThumbnailImage({ src, width, height, className }: { src: string | null | undefined; width: number; height: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const broken = failed || !src;
  return (
    <img
      src={broken ? PLACEHOLDER_THUMBNAIL : src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={cn('size-full object-cover', broken && 'dark:brightness-[0.32] dark:contrast-125', className)}
    />
  );
}
