import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SIGN_CODES } from '../../../shared/enums/safety-signs';
import { drawnSign } from '../pictograms';
import { svgShapes } from './svg-shapes';

const ALL_CODES = Object.values(SIGN_CODES).flat();
const SHAPE_ELEMENT = /<(path|circle|ellipse|rect|polygon|line)\b/g;

describe('svgShapes', () => {
  it.each(ALL_CODES)('reads every shape of %s that the screen renders, in the same order', (code) => {
    const art = drawnSign(code);
    if (art === undefined) throw new Error(`no drawing for ${code}`);
    const onScreen = [...renderToStaticMarkup(<g>{art.content}</g>).matchAll(SHAPE_ELEMENT)].map((m) => m[1]);
    const shapes = svgShapes(art.content);
    expect(shapes).toHaveLength(onScreen.length);
    for (const shape of shapes) {
      expect(shape.segments[0]?.op).toBe('M');
      for (const segment of shape.segments) {
        if (segment.op === 'Z') continue;
        // Everything stays on the drawing's grid: 100 high, 100 or 200 wide.
        expect(segment.x).toBeGreaterThanOrEqual(-0.01);
        expect(segment.x).toBeLessThanOrEqual(art.width + 0.01);
        expect(segment.y).toBeGreaterThanOrEqual(-0.01);
        expect(segment.y).toBeLessThanOrEqual(100.01);
      }
    }
  });

  it('resolves inherited paint as SVG does: fill from the group, own stroke, a line never filled', () => {
    const [circle, line] = svgShapes(
      <g fill="#005387" strokeWidth="3">
        <circle cx="50" cy="50" r="10" stroke="#ffffff" strokeLinecap="round" />
        <line x1="0" y1="0" x2="10" y2="10" stroke="#e30613" strokeDasharray="5 3" />
      </g>,
    );
    expect(circle?.paint).toEqual({
      fill: '#005387',
      stroke: '#ffffff',
      strokeWidth: 3,
      lineCap: 'round',
      lineJoin: 'miter',
      dash: [],
    });
    expect(line?.paint).toMatchObject({ fill: 'none', stroke: '#e30613', dash: [5, 3] });
  });

  it('applies the transforms of groups and shapes, and scales strokes with them', () => {
    const [shape] = svgShapes(
      <g transform="translate(100 0)">
        <rect x="0" y="0" width="10" height="10" transform="scale(2)" />
      </g>,
    );
    expect(shape?.segments[2]).toEqual({ op: 'L', x: 120, y: 20 });
    expect(shape?.scale).toBe(2);
  });

  it('refuses what it cannot draw instead of printing a sign that differs from the screen', () => {
    expect(() => svgShapes(<text>GHS02</text>)).toThrow(/<text>/);
    expect(() => svgShapes(<circle cx="5" cy="5" r="5" opacity="0.5" />)).toThrow(/opacity/);
    expect(() => svgShapes('GHS02')).toThrow(/cannot draw/);
  });
});
