import type { Ref } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

interface LoadMoreButtonProps {
  ref: Ref<HTMLButtonElement>;
  loading: boolean;
  onLoadMore(): void;
  /** The caller's texts ("Load More", "Loading..."), from its own catalog. */
  label: string;
  loadingLabel: string;
  /** An element naming what it loads more of (a section's heading), when the page has several. */
  'aria-describedby'?: string;
}

/**
 * The Load More button after a paged list (use-focus-after-load-more.ts takes focus on from it).
 * Still focusable while loading (aria-disabled, not disabled): a keyboard user who tabbed past the
 * last card waits here, then goes on to the first new one.
 */
export function LoadMoreButton({ ref, loading, onLoadMore, label, loadingLabel, 'aria-describedby': describedBy }: LoadMoreButtonProps) {
  return (
    <Button
      ref={ref}
      variant="secondary"
      onClick={loading ? undefined : onLoadMore}
      aria-disabled={loading || undefined}
      aria-describedby={describedBy}
      className="aria-disabled:cursor-default aria-disabled:opacity-50"
    >
      {loading ? <Spinner className="size-4" /> : null}
      {loading ? loadingLabel : label}
    </Button>
  );
}
