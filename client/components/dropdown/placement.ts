/**
 * Where a dropdown's content goes relative to its trigger.
 *
 * Pure geometry, no DOM: every value is in CSS pixels in viewport coordinates, so the result can be used
 * directly as `position: fixed` offsets.
 */

/** Product spec defaults: content at most 300 × 200 px, at least 200 px wide, 2 px away from its trigger. */
export const DROPDOWN_DEFAULTS = { maxWidth: 300, maxHeight: 200, minWidth: 200, gap: 2 } as const;

export type VerticalSide = 'below' | 'above';
export type HorizontalSide = 'right' | 'left';

/** The trigger's box, as from `getBoundingClientRect()`. */
export interface TriggerRect {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface PlacementInput {
  trigger: TriggerRect;
  /** The visible area, usually `document.documentElement.clientWidth/clientHeight`. */
  viewport: Size;
  /** The content's natural size: its own width (already within min/max width) and its full, unscrolled height. */
  content: Size;
  maxWidth: number;
  maxHeight: number;
  minWidth: number;
  /** Distance between trigger and content. */
  gap: number;
}

export interface Placement {
  /** `below`: the content's top edge sits `gap` under the trigger; `above`: its bottom edge `gap` over it. */
  vertical: VerticalSide;
  /** `right`: opens to the right (left edges aligned); `left`: opens to the left (right edges aligned). */
  horizontal: HorizontalSide;
  /** `position: fixed` top of the content. */
  top: number;
  /** `position: fixed` left of the content. */
  left: number;
  /** The content's width: its natural width within min and max width, never wider than the viewport. */
  width: number;
  /** The content's height once `maxHeight` applies. */
  height: number;
  /** The max height to apply: the requested one, shrunk to the room on the chosen side. */
  maxHeight: number;
  /** The max width to apply: the requested one, never wider than the viewport. */
  maxWidth: number;
  /** The min width to apply: the requested one, never above the max width to apply. */
  minWidth: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * The width limits to apply to the content in a viewport of the given width. The max width wins over the min
 * width, and neither exceeds the viewport.
 */
export function widthLimits(
  minWidth: number,
  maxWidth: number,
  viewportWidth: number,
): { minWidth: number; maxWidth: number } {
  const max = Math.max(0, Math.min(maxWidth, viewportWidth));
  return { minWidth: Math.max(0, Math.min(minWidth, max)), maxWidth: max };
}

/**
 * Vertical: below when the content (height capped by max height) plus the gap fits under the trigger, or when
 * there is at least as much room below as above; otherwise above. When the chosen side is too small, the max
 * height shrinks to the room there.
 *
 * Horizontal: opens to the right (left edges aligned) when that fits in the viewport, otherwise to the left
 * (right edges aligned).
 *
 * Finally the box is clamped into the viewport.
 */
export function computePlacement({
  trigger,
  viewport,
  content,
  maxWidth,
  maxHeight,
  minWidth,
  gap,
}: PlacementInput): Placement {
  const limits = widthLimits(minWidth, maxWidth, viewport.width);
  const width = clamp(content.width, limits.minWidth, limits.maxWidth);

  const wantedHeight = Math.max(0, Math.min(content.height, maxHeight));
  // Room on each side, never more than the whole viewport (a trigger scrolled partly out of view).
  const roomBelow = clamp(viewport.height - trigger.bottom - gap, 0, viewport.height);
  const roomAbove = clamp(trigger.top - gap, 0, viewport.height);
  const vertical: VerticalSide = wantedHeight <= roomBelow || roomBelow >= roomAbove ? 'below' : 'above';

  const appliedMaxHeight = Math.max(0, Math.min(maxHeight, vertical === 'below' ? roomBelow : roomAbove));
  const height = Math.min(wantedHeight, appliedMaxHeight);
  const wantedTop = vertical === 'below' ? trigger.bottom + gap : trigger.top - gap - height;
  const top = clamp(wantedTop, 0, viewport.height - height);

  const horizontal: HorizontalSide = trigger.left + width <= viewport.width ? 'right' : 'left';
  const wantedLeft = horizontal === 'right' ? trigger.left : trigger.right - width;
  const left = clamp(wantedLeft, 0, viewport.width - width);

  return {
    vertical,
    horizontal,
    top,
    left,
    width,
    height,
    maxHeight: appliedMaxHeight,
    maxWidth: limits.maxWidth,
    minWidth: limits.minWidth,
  };
}

/** Whether two placements put the content in the same place (lets callers skip needless re-renders). */
export function samePlacement(a: Placement | null, b: Placement | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.vertical === b.vertical &&
    a.horizontal === b.horizontal &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height &&
    a.maxHeight === b.maxHeight &&
    a.maxWidth === b.maxWidth &&
    a.minWidth === b.minWidth
  );
}
