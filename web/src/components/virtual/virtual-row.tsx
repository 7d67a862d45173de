import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useKeptFocus } from './use-kept-focus';

/** Cards rendered beyond each edge of the row. */
const OVERSCAN_ITEMS = 2;

export interface VirtualRowProps<T> {
  /** The horizontally scrolling element; the caller styles it (padding, snapping) and may scroll it. */
  scroller: RefObject<HTMLDivElement | null>;
  scrollerClassName?: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** Width of one item, px (every item has the same). */
  itemWidth: number;
  /** Space between items, px. */
  gap: number;
  label: string;
  itemClassName?: string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * One horizontally scrolling line of equally wide items, of which only those near the visible part
 * are in the DOM; each keeps its place in the whole line (aria-posinset / aria-setsize).
 */
export function VirtualRow<T>({ scroller, scrollerClassName, items, getKey, itemWidth, gap, label, itemClassName, renderItem }: VirtualRowProps<T>) {
  const { rangeExtractor, focusHandlers } = useKeptFocus();
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => itemWidth,
    gap,
    overscan: OVERSCAN_ITEMS,
    rangeExtractor,
    getItemKey: (index) => getKey(items[index]!),
  });
  const visible = virtualizer.getVirtualItems();
  return (
    <div ref={scroller} role="list" aria-label={label} className={scrollerClassName} {...focusHandlers}>
      {/* Items stay in the flow, each pushed to its place by its left margin, so the row is as tall as its cards. */}
      <div className="flex items-stretch" style={{ width: virtualizer.getTotalSize() }}>
        {visible.map((item, i) => (
          <div
            key={item.key}
            data-index={item.index}
            role="listitem"
            aria-posinset={item.index + 1}
            aria-setsize={items.length}
            className={itemClassName}
            style={{ flex: 'none', width: itemWidth, marginLeft: item.start - (i > 0 ? visible[i - 1]!.end : 0) }}
          >
            {renderItem(items[item.index]!, item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
