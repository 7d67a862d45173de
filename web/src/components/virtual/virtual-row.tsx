import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useKeptFocus } from './use-kept-focus';

/** Cards rendered beyond each edge of the row. */
const OVERSCAN_ITEMS = 2;
/** The next page is asked for when a rendered card is this close to the row's loaded end. */
const LOAD_AHEAD_ITEMS = 4;

/** A row that pages in: the next page loads as its loaded end comes near. */
export interface RowPaging {
  /** More may follow, and none is loading now. */
  enabled: boolean;
  /** Pages loaded: a page may add no item and still lead on, so each one asks again. */
  loadedPages: number;
  onReachEnd(): void;
}

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
  /** aria-setsize: how many items the whole row has, -1 while that is unknown (default: those given). */
  setSize?: number;
  paging?: RowPaging;
}

/**
 * One horizontally scrolling line of equally wide items, of which only those near the visible part
 * are in the DOM; each keeps its place in the whole line (aria-posinset / aria-setsize).
 */
export function VirtualRow<T>({ scroller, scrollerClassName, items, getKey, itemWidth, gap, label, itemClassName, renderItem, setSize = items.length, paging }: VirtualRowProps<T>) {
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
  useRowPaging(paging, (visible.at(-1)?.index ?? -1) >= items.length - LOAD_AHEAD_ITEMS);
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
            aria-setsize={setSize}
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

/** Asks for the next page while the row's end is near: again after each page, as it may add nothing. */
function useRowPaging(paging: RowPaging | undefined, nearEnd: boolean) {
  const latest = useRef(paging?.onReachEnd);
  useEffect(() => {
    latest.current = paging?.onReachEnd;
  });
  const enabled = !!paging?.enabled;
  const loadedPages = paging?.loadedPages ?? 0;
  useEffect(() => {
    if (enabled && nearEnd) latest.current?.();
  }, [enabled, nearEnd, loadedPages]);
}
