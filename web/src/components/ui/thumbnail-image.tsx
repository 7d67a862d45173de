import { useState } from 'react';
import { cn } from '../../lib/cn';

/** Spec 1 §7: the fallback image when YouTube's thumbnail fails. */
export const PLACEHOLDER_THUMBNAIL = '/api/placeholder/480/270';

/**
 * A video thumbnail image that falls back to the placeholder when it fails to load (always, when
 * offline, and once YouTube stops serving a removed video's picture). Fixed dimensions keep the
 * layout from shifting; it loads lazily. `label` (the saved title) is written on the placeholder,
 * inside the nearest positioned box, so a gone video still shows what it was.
 */
export function ThumbnailImage({ src, width, height, className, label }: { src: string | null | undefined; width: number; height: number; className?: string; label?: string }) {
  const [failed, setFailed] = useState(false);
  const broken = failed || !src;
  const image = (
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
  if (!broken || !label) return image;
  return (
    <>
      {image}
      <span aria-hidden="true" className="pointer-events-none absolute inset-x-3 bottom-7 line-clamp-2 text-center text-xs font-semibold text-zinc-700 dark:text-zinc-200">
        {label}
      </span>
    </>
  );
}
