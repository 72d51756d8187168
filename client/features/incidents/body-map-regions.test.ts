import { describe, expect, it } from 'vitest';
import { INJURED_BODY_PARTS } from '../../../shared/enums/incident';
import { BODY_REGIONS } from './body-map-regions';

describe('the body map regions (docs/domain/incidents.md INC-2)', () => {
  it('INC-2 draws each region once, every one a known body part, with left and right on their sides of each view', () => {
    const parts = BODY_REGIONS.map((region) => region.part);
    expect(new Set(parts).size).toBe(parts.length);
    expect(parts.every((part) => INJURED_BODY_PARTS.includes(part))).toBe(true);
    expect(parts.length).toBeGreaterThanOrEqual(40);
    for (const region of BODY_REGIONS) {
      const centre = region.boxes.reduce((sum, box) => sum + box.x + box.w / 2, 0) / region.boxes.length;
      const personLeftOnViewerRight = region.view === 'front';
      if (region.part.startsWith('LEFT_')) expect(centre > 100).toBe(personLeftOnViewerRight);
      if (region.part.startsWith('RIGHT_')) expect(centre < 100).toBe(personLeftOnViewerRight);
    }
  });

  it('INC-2 keeps the regions of one view apart, so a tap hits one part', () => {
    for (const view of ['front', 'back'] as const) {
      const boxes = BODY_REGIONS.filter((region) => region.view === view).flatMap((region) =>
        region.boxes.map((box) => ({ part: region.part, ...box })),
      );
      for (const a of boxes) {
        for (const b of boxes) {
          if (a === b || a.part === b.part) continue;
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap, `${a.part} overlaps ${b.part}`).toBe(false);
        }
      }
    }
  });
});
