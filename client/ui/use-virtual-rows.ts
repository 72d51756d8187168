import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type RefObject, useRef } from 'react';

export interface VirtualRows {
  /** The scroll box: give it to the element that scrolls. */
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  /** The rows in view (plus a margin), each with its index into the full list. */
  readonly items: readonly VirtualItem[];
  /** Heights of the spacers above and below the rendered rows. */
  readonly paddingTop: number;
  readonly paddingBottom: number;
}

/**
 * Only the rows in view of a table with rows of one fixed height, so thousands of rows scroll
 * smoothly and nothing needs measuring; spacer rows above and below keep the scroll height.
 */
export function useVirtualRows(rows: readonly { readonly id: string }[], rowHeight: number): VirtualRows {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  return {
    scrollRef,
    items,
    paddingTop: items[0]?.start ?? 0,
    paddingBottom: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0),
  };
}
