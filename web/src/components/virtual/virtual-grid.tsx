import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type VirtualItem, type Virtualizer, measureElement as measureRow, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ListPlace, followWindowScroll } from './follow-window-scroll';
import { useKeptFocus } from './use-kept-focus';

/** Rows rendered beyond the viewport on each side: a fast wheel flick still lands on cards. */
const OVERSCAN_ROWS = 3;

/** Measured row heights of lists that unmounted, so Back returns to the same scroll position. */
const measuredRows = new Map<string, VirtualItem[]>();

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Items per row (1 for a list). */
  columns: number;
  /** A row's height before it is measured, px. */
  estimateRowHeight: number;
  /**
   * Every row is as tall as estimated (cards of a fixed height): a row that mounts is placed
   * without reading the layout, where measuring it at once forced one inside the render. The
   * ResizeObserver's first report still corrects a row that turns out taller (a card with a note).
   */
  rowsAsEstimated?: boolean;
  /** Space between rows, px. */
  rowGap: number;
  /** The list's accessible name. */
  label: string;
  /** aria-setsize: how many items the whole list has, -1 while that is unknown. */
  setSize: number;
  /** Classes of each row (its horizontal gap); columns are set here. */
  rowClassName?: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names this list among others, to keep its measured rows across a remount. */
  cacheKey?: string;
}

/**
 * A list laid out in rows of `columns`, scrolled by the window, of which only the rows near the
 * viewport are in the DOM. Items keep their place in the whole list for assistive technology
 * (aria-posinset / aria-setsize), and the item holding keyboard focus stays rendered.
 */
export function VirtualGrid<T>({ items, getKey, columns, estimateRowHeight, rowsAsEstimated = false, rowGap, label, setSize, rowClassName, renderItem, cacheKey }: VirtualGridProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const perRow = Math.max(1, columns);
  const rowCount = Math.ceil(items.length / perRow);
  const measuredKey = cacheKey ? `${cacheKey}:${perRow}` : null;
  const { margin, place } = useDocumentTop(list);
  const scrollMargin = margin.current;
  const { rangeExtractor, focusHandlers } = useKeptFocus();

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    gap: rowGap,
    scrollMargin,
    rangeExtractor,
    getItemKey: (row) => getKey(items[row * perRow]!),
    initialMeasurementsCache: measuredKey ? measuredRows.get(measuredKey) : undefined,
    observeElementOffset: (instance: Virtualizer<Window, Element>, onOffset: (offset: number, isScrolling: boolean) => void) => followWindowScroll(instance, onOffset, place),
    measureElement: (row, observed, instance) => (observed || !rowsAsEstimated ? measureRow(row, observed, instance) : estimateRowHeight),
  });

  useEffect(() => {
    if (!measuredKey) return;
    return () => {
      measuredRows.set(measuredKey, virtualizer.measurementsCache);
    };
  }, [measuredKey, virtualizer]);

  return (
    <div ref={list} role="list" aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }} {...focusHandlers}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="none"
          className={rowClassName}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
            display: 'grid',
            gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
          }}
        >
          {items.slice(row.index * perRow, (row.index + 1) * perRow).map((item, column) => {
            const index = row.index * perRow + column;
            return (
              <div key={getKey(item)} role="listitem" aria-posinset={index + 1} aria-setsize={setSize} className="min-w-0">
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * Where an element starts in the document: the window virtualizer's scroll margin. Measured as the
 * list mounts; after that the window's scroll listener keeps it (`place`), reading it with the
 * scroll position so that the list's virtualizer never has one without the other.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): { margin: RefObject<number>; place: ListPlace } {
  const margin = useRef(0);
  const [place] = useState<ListPlace>(() => ({
    top: (scrollY) => (ref.current ? Math.round(ref.current.getBoundingClientRect().top + scrollY) : null),
    moved: (top) => {
      margin.current = top;
    },
  }));
  const [, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const top = place.top(window.scrollY);
    if (top === null || top === margin.current) return;
    margin.current = top;
    setMeasured(top);
  }, [place]);
  return { margin, place };
}
