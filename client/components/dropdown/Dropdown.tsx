import {
  type ChangeEvent,
  type CSSProperties,
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import '../../styles/dropdown.css';
import { computePlacement, DROPDOWN_DEFAULTS, type Placement, samePlacement, widthLimits } from './placement';
import { assertTrigger, type DropdownMode, shouldOpenInValueMode } from './trigger';

type TriggerNode = HTMLButtonElement | HTMLInputElement;

/** The trigger props the dropdown reads, wraps or sets; every other prop passes through untouched. */
export interface DropdownTriggerProps {
  ref?: Ref<TriggerNode>;
  role?: string;
  value?: unknown;
  defaultValue?: unknown;
  onClick?: (event: MouseEvent<TriggerNode>) => void;
  onFocus?: (event: FocusEvent<TriggerNode>) => void;
  onChange?: (event: ChangeEvent<TriggerNode>) => void;
  onKeyDown?: (event: KeyboardEvent<TriggerNode>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string | undefined;
}

export interface DropdownProps {
  /** A `<button>` or an `<input>` element; anything else throws `DropdownTriggerError`. */
  trigger: ReactElement<DropdownTriggerProps>;
  /** `menu` (default) opens on demand; `value` needs an input and is open only while it has text. */
  mode?: DropdownMode;
  /** Accessible name of the popup (already translated by the caller). */
  label: string;
  /** Controlled open state; leave out to let the dropdown keep its own. */
  open?: boolean;
  /** Called whenever the dropdown wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Defaults: 300 × 200 px max, 200 px min width, 2 px gap (`DROPDOWN_DEFAULTS`). */
  maxWidth?: number;
  maxHeight?: number;
  minWidth?: number;
  gap?: number;
  /** Extra class for the content box, next to `dropdown-content`. */
  contentClassName?: string;
  /** The content; as a function it receives `close`, which closes the dropdown (focus returns to the trigger). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function contains(element: Element | null, target: EventTarget | null): boolean {
  return element !== null && target instanceof Node && element.contains(target);
}

/** `position: fixed` box of the content; before the first placement, an invisible measuring box at 0, 0. */
function contentStyle(
  placement: Placement | null,
  minWidth: number,
  maxWidth: number,
  maxHeight: number,
): CSSProperties {
  // `max-content` keeps the natural width independent of where the box sits; min and max width then bound it.
  if (placement === null) {
    const limits = widthLimits(minWidth, maxWidth, document.documentElement.clientWidth);
    return { position: 'fixed', top: 0, left: 0, visibility: 'hidden', width: 'max-content', ...limits, maxHeight };
  }
  return {
    position: 'fixed',
    top: placement.top,
    left: placement.left,
    width: 'max-content',
    minWidth: placement.minWidth,
    maxWidth: placement.maxWidth,
    maxHeight: placement.maxHeight,
  };
}

/**
 * Generic dropdown: the content opens below or above its trigger depending on free space, and to the right or
 * left, in a portal with `position: fixed`. Closes on Escape (focus back to the trigger), on a click or touch
 * outside, when focus leaves trigger and content, and through `close()`.
 */
export function Dropdown({
  trigger,
  mode = 'menu',
  label,
  open,
  onOpenChange,
  maxWidth = DROPDOWN_DEFAULTS.maxWidth,
  maxHeight = DROPDOWN_DEFAULTS.maxHeight,
  minWidth = DROPDOWN_DEFAULTS.minWidth,
  gap = DROPDOWN_DEFAULTS.gap,
  contentClassName,
  children,
}: DropdownProps): ReactNode {
  const tag = assertTrigger(trigger, mode);
  const triggerProps = trigger.props;
  const contentId = useId();
  const triggerRef = useRef<TriggerNode | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const [typedText, setTypedText] = useState(() =>
    typeof triggerProps.defaultValue === 'string' ? triggerProps.defaultValue : '',
  );
  const [placement, setPlacement] = useState<Placement | null>(null);
  /** Set before the dropdown itself focuses the trigger, so that this focus does not open it again. */
  const ignoreNextFocus = useRef(false);
  /** Move focus into the content once it is placed (opened from a button or with the arrow key). */
  const focusContentWhenPlaced = useRef(false);
  /** The last native event that went through the content in the React tree (covers nested portals). */
  const insideEvent = useRef<Event | null>(null);

  // A controlled input's value wins over what the dropdown saw being typed.
  const text = typeof triggerProps.value === 'string' ? triggerProps.value : typedText;
  const isOpen = (open ?? ownOpen) && (mode !== 'value' || shouldOpenInValueMode(text));

  const setOpen = (next: boolean): void => {
    if (open === undefined) setOwnOpen(next);
    if (next !== isOpen) onOpenChange?.(next);
  };

  const focusTrigger = (): void => {
    const node = triggerRef.current;
    if (node === null || document.activeElement === node) return;
    ignoreNextFocus.current = true;
    node.focus();
  };

  const close = (): void => {
    if (contains(contentRef.current, document.activeElement)) focusTrigger();
    setOpen(false);
  };

  const measure = (): void => {
    const triggerNode = triggerRef.current;
    const content = contentRef.current;
    if (triggerNode === null || content === null) return;
    const root = document.documentElement;
    const next = computePlacement({
      trigger: triggerNode.getBoundingClientRect(),
      viewport: { width: root.clientWidth, height: root.clientHeight },
      // The full height, scrolled part included, plus borders (and a horizontal scrollbar, if any).
      content: {
        width: content.offsetWidth,
        height: content.scrollHeight + content.offsetHeight - content.clientHeight,
      },
      maxWidth,
      maxHeight,
      minWidth,
      gap,
    });
    setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
  };

  // Measure before paint on every render while open: the first, hidden render only serves the measurement.
  useLayoutEffect(() => {
    if (isOpen) {
      measure();
    } else {
      setPlacement(null);
      focusContentWhenPlaced.current = false;
    }
  });

  useEffect(() => {
    const content = contentRef.current;
    if (placement === null || content === null || !focusContentWhenPlaced.current) return;
    focusContentWhenPlaced.current = false;
    (focusablesIn(content)[0] ?? content).focus({ preventScroll: true });
  }, [placement]);

  const isOutside = (event: Event): boolean =>
    insideEvent.current !== event &&
    !contains(triggerRef.current, event.target) &&
    !contains(contentRef.current, event.target);

  const onDocumentPointerDown = useEffectEvent((event: PointerEvent) => {
    if (isOutside(event)) setOpen(false);
  });
  const onDocumentFocusIn = useEffectEvent((event: globalThis.FocusEvent) => {
    if (isOutside(event)) setOpen(false);
  });
  const onViewportChange = useEffectEvent((event: Event) => {
    // Scrolling inside the content moves nothing.
    if (event.type === 'scroll' && contains(contentRef.current, event.target)) return;
    measure();
  });

  const onResize = useEffectEvent(() => measure());

  useEffect(() => {
    if (!isOpen) return;
    const pointerDown = (event: PointerEvent): void => onDocumentPointerDown(event);
    const focusIn = (event: globalThis.FocusEvent): void => onDocumentFocusIn(event);
    const viewportChange = (event: Event): void => onViewportChange(event);
    // Bubble phase: React has dispatched the event through the content by then, nested portals included.
    document.addEventListener('pointerdown', pointerDown);
    document.addEventListener('focusin', focusIn);
    window.addEventListener('resize', viewportChange);
    window.addEventListener('scroll', viewportChange, { capture: true, passive: true });
    // Content or trigger changing size on their own (content state, late images, a growing input).
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => onResize());
    for (const node of [contentRef.current, triggerRef.current]) if (node !== null) resizeObserver?.observe(node);
    return () => {
      resizeObserver?.disconnect();
      document.removeEventListener('pointerdown', pointerDown);
      document.removeEventListener('focusin', focusIn);
      window.removeEventListener('resize', viewportChange);
      window.removeEventListener('scroll', viewportChange, { capture: true });
    };
  }, [isOpen]);

  const callerRef = triggerProps.ref;
  const ref = useCallback<RefCallback<TriggerNode>>(
    (node) => {
      triggerRef.current = node;
      const cleanup = typeof callerRef === 'function' ? callerRef(node) : undefined;
      if (callerRef && typeof callerRef !== 'function') callerRef.current = node;
      return () => {
        triggerRef.current = null;
        if (typeof cleanup === 'function') cleanup();
        else if (typeof callerRef === 'function') callerRef(null);
        else if (callerRef) callerRef.current = null;
      };
    },
    [callerRef],
  );

  const handleClick = (event: MouseEvent<TriggerNode>): void => {
    triggerProps.onClick?.(event);
    if (event.defaultPrevented) return;
    if (tag === 'button') {
      if (isOpen) {
        // Safari does not focus a clicked button; keep focus from falling out of the closing content.
        focusTrigger();
      } else {
        focusContentWhenPlaced.current = true;
      }
      setOpen(!isOpen);
    } else if (mode === 'menu') {
      setOpen(true);
    } else {
      setOpen(shouldOpenInValueMode(event.currentTarget.value));
    }
  };

  const handleFocus = (event: FocusEvent<TriggerNode>): void => {
    triggerProps.onFocus?.(event);
    if (ignoreNextFocus.current) {
      ignoreNextFocus.current = false;
      return;
    }
    if (!event.defaultPrevented && tag === 'input' && mode === 'menu') setOpen(true);
  };

  const handleChange = (event: ChangeEvent<TriggerNode>): void => {
    triggerProps.onChange?.(event);
    const value = event.currentTarget.value;
    setTypedText(value);
    setOpen(mode === 'value' ? shouldOpenInValueMode(value) : true);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<TriggerNode>): void => {
    triggerProps.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      const content = contentRef.current;
      if (isOpen && content !== null) {
        event.preventDefault();
        (focusablesIn(content)[0] ?? content).focus({ preventScroll: true });
      } else if (!isOpen && mode === 'menu') {
        event.preventDefault();
        focusContentWhenPlaced.current = tag === 'button';
        setOpen(true);
      }
    }
  };

  const handleContentKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      focusTrigger();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(event.currentTarget);
    const active = document.activeElement;
    const leaving =
      items.length === 0 ||
      (event.shiftKey ? active === items[0] || active === event.currentTarget : active === items.at(-1));
    if (!leaving) return;
    event.stopPropagation();
    // Shift+Tab lands on the trigger; Tab goes on from the trigger (the browser moves focus after this handler).
    if (event.shiftKey) event.preventDefault();
    focusTrigger();
    setOpen(false);
  };

  const markInside = (event: SyntheticEvent): void => {
    insideEvent.current = event.nativeEvent;
  };

  const clonedTrigger = cloneElement(trigger, {
    ref,
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? contentId : undefined,
    onClick: handleClick,
    onFocus: handleFocus,
    onKeyDown: handleTriggerKeyDown,
    ...(tag === 'input' ? { onChange: handleChange, role: triggerProps.role ?? 'combobox' } : {}),
  });

  // Always the same fragment shape, so opening never remounts (and unfocuses) the trigger.
  return (
    <>
      {clonedTrigger}
      {isOpen &&
        createPortal(
          <div
            ref={contentRef}
            id={contentId}
            role="dialog"
            aria-label={label}
            tabIndex={-1}
            className={contentClassName === undefined ? 'dropdown-content' : `dropdown-content ${contentClassName}`}
            data-vertical={placement?.vertical}
            data-horizontal={placement?.horizontal}
            style={contentStyle(placement, minWidth, maxWidth, maxHeight)}
            onKeyDown={handleContentKeyDown}
            onPointerDownCapture={markInside}
            onFocusCapture={markInside}
          >
            {typeof children === 'function' ? children(close) : children}
          </div>,
          document.body,
        )}
    </>
  );
}
