import { describe, expect, it } from 'vitest';
import {
  computePlacement,
  DROPDOWN_DEFAULTS,
  type PlacementInput,
  samePlacement,
  type TriggerRect,
  widthLimits,
} from './placement';

function rect(top: number, left: number, width: number, height: number): TriggerRect {
  return { top, left, width, height, bottom: top + height, right: left + width };
}

const viewport = { width: 1000, height: 800 };

function place(overrides: Partial<PlacementInput> & Pick<PlacementInput, 'trigger' | 'content'>) {
  return computePlacement({ viewport, ...DROPDOWN_DEFAULTS, ...overrides });
}

describe('DROPDOWN_DEFAULTS', () => {
  it('follows the spec: 300 × 200 max, 200 min width, 2 px gap', () => {
    expect(DROPDOWN_DEFAULTS).toEqual({ maxWidth: 300, maxHeight: 200, minWidth: 200, gap: 2 });
  });
});

describe('computePlacement, vertical', () => {
  it('opens below, 2 px under the trigger, when the content fits there', () => {
    const p = place({ trigger: rect(100, 100, 120, 40), content: { width: 250, height: 150 } });
    expect(p.vertical).toBe('below');
    expect(p.top).toBe(142);
    expect(p.height).toBe(150);
    expect(p.maxHeight).toBe(200);
  });

  it('opens above, its bottom edge 2 px over the trigger, when only above has room', () => {
    const p = place({ trigger: rect(700, 100, 120, 40), content: { width: 250, height: 150 } });
    expect(p.vertical).toBe('above');
    expect(p.top).toBe(548);
    expect(p.top + p.height).toBe(700 - 2);
  });

  it('uses the height capped by max height to decide whether it fits below', () => {
    // 900 px of content, but only 200 are shown: 200 + 2 fits in the 258 px below.
    const p = place({ trigger: rect(500, 100, 120, 40), content: { width: 250, height: 900 } });
    expect(p.vertical).toBe('below');
    expect(p.height).toBe(200);
    expect(p.maxHeight).toBe(200);
  });

  it('opens above when the capped content does not fit below and above has more room', () => {
    const p = place({ trigger: rect(600, 100, 120, 40), content: { width: 250, height: 190 } });
    // 800 - 640 - 2 = 158 below, 598 above.
    expect(p.vertical).toBe('above');
    expect(p.top).toBe(600 - 2 - 190);
  });

  it('opens below when it fits nowhere but below has more room, shrinking max height to that room', () => {
    const p = place({
      viewport: { width: 1000, height: 300 },
      trigger: rect(100, 100, 120, 30),
      content: { width: 250, height: 500 },
    });
    expect(p.vertical).toBe('below');
    expect(p.maxHeight).toBe(300 - 130 - 2);
    expect(p.height).toBe(168);
    expect(p.top).toBe(132);
  });

  it('shrinks max height to the room above when above has more room', () => {
    const p = place({
      viewport: { width: 1000, height: 300 },
      trigger: rect(150, 100, 120, 30),
      content: { width: 250, height: 500 },
    });
    expect(p.vertical).toBe('above');
    expect(p.maxHeight).toBe(148);
    expect(p.top).toBe(0);
  });

  it('prefers below when both sides have the same room', () => {
    const p = place({
      viewport: { width: 1000, height: 400 },
      trigger: rect(150, 100, 120, 100),
      content: { width: 250, height: 300 },
    });
    expect(p.vertical).toBe('below');
    expect(p.maxHeight).toBe(148);
  });

  it('keeps a short content at its own height', () => {
    const p = place({ trigger: rect(100, 100, 120, 40), content: { width: 250, height: 60 } });
    expect(p.height).toBe(60);
  });
});

describe('computePlacement, horizontal', () => {
  it('opens to the right, left edges aligned, when that fits', () => {
    const p = place({ trigger: rect(100, 100, 120, 40), content: { width: 250, height: 100 } });
    expect(p.horizontal).toBe('right');
    expect(p.left).toBe(100);
  });

  it('opens to the left, right edges aligned, when the right side is too narrow', () => {
    const p = place({ trigger: rect(100, 850, 120, 40), content: { width: 250, height: 100 } });
    expect(p.horizontal).toBe('left');
    expect(p.left + p.width).toBe(970);
    expect(p.left).toBe(720);
  });

  it('opens to the right when the content ends exactly at the viewport edge', () => {
    const p = place({ trigger: rect(100, 700, 120, 40), content: { width: 300, height: 100 } });
    expect(p.horizontal).toBe('right');
    expect(p.left).toBe(700);
  });
});

describe('computePlacement, sizes', () => {
  it('widens narrow content to the 200 px min width', () => {
    const p = place({ trigger: rect(100, 100, 40, 40), content: { width: 80, height: 100 } });
    expect(p.width).toBe(200);
    expect(p.minWidth).toBe(200);
  });

  it('narrows wide content to the 300 px max width', () => {
    const p = place({ trigger: rect(100, 100, 40, 40), content: { width: 800, height: 100 } });
    expect(p.width).toBe(300);
    expect(p.maxWidth).toBe(300);
  });

  it('caps the height at the 200 px max height', () => {
    const p = place({ trigger: rect(10, 10, 40, 40), content: { width: 250, height: 1000 } });
    expect(p.height).toBe(200);
    expect(p.maxHeight).toBe(200);
  });

  it('lets the tenant menu grow to 500 × 500', () => {
    const p = place({
      viewport: { width: 1280, height: 900 },
      trigger: rect(10, 20, 160, 40),
      content: { width: 640, height: 1200 },
      maxWidth: 500,
      maxHeight: 500,
    });
    expect(p).toMatchObject({ vertical: 'below', horizontal: 'right', top: 52, left: 20, width: 500, height: 500 });
    expect(p.maxWidth).toBe(500);
    expect(p.maxHeight).toBe(500);
  });

  it('keeps the tenant menu at its natural size when smaller than 500 × 500', () => {
    const p = place({
      viewport: { width: 1280, height: 900 },
      trigger: rect(10, 1100, 160, 40),
      content: { width: 420, height: 260 },
      maxWidth: 500,
      maxHeight: 500,
    });
    expect(p).toMatchObject({ horizontal: 'left', width: 420, height: 260, left: 1260 - 420 });
  });
});

describe('computePlacement, gap', () => {
  it('leaves a 2 px gap by default on either side', () => {
    const below = place({ trigger: rect(100, 100, 120, 40), content: { width: 250, height: 100 } });
    const above = place({ trigger: rect(700, 100, 120, 40), content: { width: 250, height: 100 } });
    expect(below.top - 140).toBe(2);
    expect(700 - (above.top + above.height)).toBe(2);
  });

  it('takes another gap into account, room included', () => {
    const p = place({
      viewport: { width: 1000, height: 300 },
      trigger: rect(100, 100, 120, 30),
      content: { width: 250, height: 500 },
      gap: 10,
    });
    expect(p.top).toBe(140);
    expect(p.maxHeight).toBe(300 - 130 - 10);
  });
});

describe('computePlacement, clamping to the viewport', () => {
  it('clamps left when neither side fits', () => {
    const p = place({
      viewport: { width: 280, height: 800 },
      trigger: rect(100, 50, 50, 40),
      content: { width: 250, height: 100 },
    });
    expect(p.horizontal).toBe('left');
    expect(p.left).toBe(0);
    expect(p.left + p.width).toBeLessThanOrEqual(280);
  });

  it('never gets wider than a narrow viewport, min width included', () => {
    const p = place({
      viewport: { width: 180, height: 800 },
      trigger: rect(100, 10, 50, 40),
      content: { width: 250, height: 100 },
    });
    expect(p.width).toBe(180);
    expect(p.minWidth).toBe(180);
    expect(p.maxWidth).toBe(180);
    expect(p.left).toBe(0);
  });

  it('clamps top when the trigger is scrolled above the viewport', () => {
    const p = place({ trigger: rect(-100, 100, 120, 40), content: { width: 250, height: 150 } });
    expect(p.vertical).toBe('below');
    expect(p.top).toBe(0);
    expect(p.height).toBe(150);
  });

  it('clamps top when the trigger is scrolled below the viewport', () => {
    const p = place({ trigger: rect(900, 100, 120, 40), content: { width: 250, height: 150 } });
    expect(p.vertical).toBe('above');
    expect(p.top + p.height).toBeLessThanOrEqual(800);
  });

  it('does not return a negative max height when there is no room at all', () => {
    const p = place({
      viewport: { width: 1000, height: 40 },
      trigger: rect(0, 0, 100, 40),
      content: { width: 250, height: 150 },
    });
    expect(p.maxHeight).toBe(0);
    expect(p.height).toBe(0);
    expect(p.top).toBeGreaterThanOrEqual(0);
  });
});

describe('widthLimits', () => {
  it('lets max width win over min width and caps both at the viewport', () => {
    expect(widthLimits(400, 300, 1000)).toEqual({ minWidth: 300, maxWidth: 300 });
    expect(widthLimits(200, 500, 320)).toEqual({ minWidth: 200, maxWidth: 320 });
  });
});

describe('samePlacement', () => {
  it('compares by value', () => {
    const input = { trigger: rect(100, 100, 120, 40), content: { width: 250, height: 150 } };
    expect(samePlacement(place(input), place(input))).toBe(true);
    expect(samePlacement(place(input), place({ ...input, gap: 4 }))).toBe(false);
    expect(samePlacement(null, null)).toBe(true);
    expect(samePlacement(place(input), null)).toBe(false);
  });
});
