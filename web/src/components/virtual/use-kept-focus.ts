import { type FocusEvent, useCallback, useState } from 'react';
import { type Range, defaultRangeExtractor } from '@tanstack/react-virtual';

/**
 * Keeps the virtual item that holds keyboard focus rendered while it scrolls out of view, so focus
 * is never dropped onto the page body. Items carry their index in `data-index`.
 */
export function useKeptFocus() {
  const [focused, setFocused] = useState<number | null>(null);

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (item) setFocused(Number(item.dataset.index));
  }, []);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setFocused(null);
  }, []);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );

  return { rangeExtractor, focusHandlers: { onFocus, onBlur } };
}
