import { describe, expect, it } from 'vitest';
import {
  ellipsePath,
  multiply,
  parsePath,
  parseTransform,
  rectPath,
  type Segment,
  transformSegments,
} from './svg-path';

/** The end point of every segment but a close, rounded to 1/1000. */
function ends(segments: readonly Segment[]): string[] {
  return segments.map((segment) =>
    segment.op === 'Z' ? 'Z' : `${segment.op}${+segment.x.toFixed(3)},${+segment.y.toFixed(3)}`,
  );
}

describe('parsePath', () => {
  it('reads absolute and relative lines, horizontal and vertical steps and closes', () => {
    expect(ends(parsePath('M50 8L94 86H6z'))).toEqual(['M50,8', 'L94,86', 'L6,86', 'Z']);
    expect(ends(parsePath('M16 43h44V26l26 24-26 24V57H16z'))).toEqual([
      'M16,43',
      'L60,43',
      'L60,26',
      'L86,50',
      'L60,74',
      'L60,57',
      'L16,57',
      'Z',
    ]);
  });

  it('continues a move with lines, and moves relative to the start of a closed sub-path', () => {
    expect(ends(parsePath('m10 10 5 0 0 5z m1 1 h2'))).toEqual(['M10,10', 'L15,10', 'L15,15', 'Z', 'M11,11', 'L13,11']);
  });

  it('reads cubic curves with numbers run together, and mirrors the control point for S', () => {
    const [, first, second] = parsePath('M22 14c5 6 8 11 7 17-1 5-4 8-7 8s-7-3-7-7');
    expect(first).toEqual({ op: 'C', x1: 27, y1: 20, x2: 30, y2: 25, x: 29, y: 31 });
    const third = parsePath('M22 14c5 6 8 11 7 17-1 5-4 8-7 8s-7-3-7-7')[3];
    expect(second).toEqual({ op: 'C', x1: 28, y1: 36, x2: 25, y2: 39, x: 22, y: 39 });
    // The reflection of (25, 39) about (22, 39), then control (15, 36) and end (15, 32).
    expect(third).toEqual({ op: 'C', x1: 19, y1: 39, x2: 15, y2: 36, x: 15, y: 32 });
  });

  it('turns an arc into curves that end where the arc ends and pass through its top', () => {
    const segments = parsePath('M29 46a21 21 0 0 1 42 0');
    expect(ends(segments).at(-1)).toBe('C71,46');
    // A half circle of radius 21 above (50, 46): two quarter curves meeting at (50, 25).
    expect(segments).toHaveLength(3);
    expect(ends(segments)[1]).toBe('C50,25');
  });

  it('turns quadratic curves into cubic ones and refuses what it cannot read', () => {
    expect(parsePath('M0 0Q30 30 60 0')[1]).toEqual({ op: 'C', x1: 20, y1: 20, x2: 40, y2: 20, x: 60, y: 0 });
    expect(() => parsePath('L0 0')).toThrow(/start with a move/);
    expect(() => parsePath('M0 0 X4')).toThrow(/path command X/);
  });
});

describe('shapes and transforms', () => {
  it('draws a circle as four quarter curves through its extremes', () => {
    expect(ends(ellipsePath(50, 50, 48, 48))).toEqual(['M98,50', 'C50,98', 'C2,50', 'C50,2', 'C98,50', 'Z']);
  });

  it('rounds a rectangle’s corners within half its sides', () => {
    expect(ends(rectPath(1, 1, 98, 98, 4)).slice(0, 3)).toEqual(['M5,1', 'L95,1', 'C99,5']);
    expect(ends(rectPath(34, 22, 7, 30, 3.5)).slice(0, 3)).toEqual(['M37.5,22', 'L37.5,22', 'C41,25.5']);
    expect(ends(rectPath(0, 0, 10, 5))).toEqual(['M0,0', 'L10,0', 'L10,5', 'L0,5', 'Z']);
  });

  it('rotates about a point, mirrors and translates as SVG does, right to left', () => {
    const point: Segment[] = [{ op: 'M', x: 60, y: 50 }];
    expect(ends(transformSegments(point, parseTransform('rotate(90 50 50)')))).toEqual(['M50,60']);
    expect(ends(transformSegments(point, parseTransform('matrix(-1 0 0 1 100 0)')))).toEqual(['M40,50']);
    expect(ends(transformSegments(point, parseTransform('translate(100 0) scale(2)')))).toEqual(['M220,100']);
    expect(multiply(parseTransform('translate(5)'), parseTransform('translate(0 7)'))).toEqual([1, 0, 0, 1, 5, 7]);
    expect(() => parseTransform('skewX(10)')).toThrow(/skewX/);
  });
});
