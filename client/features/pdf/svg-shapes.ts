import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  ellipsePath,
  IDENTITY,
  lengthScale,
  type Matrix,
  multiply,
  parsePath,
  parseTransform,
  polygonPath,
  rectPath,
  type Segment,
  transformSegments,
} from './svg-path';

/**
 * Reads the pictograms' SVG drawings (the React elements the screen renders) into filled and
 * stroked paths the PDF can draw, so screen and paper share one source of geometry. It knows
 * the SVG the drawings use: shapes, groups, transforms and inherited paint; anything else
 * throws rather than print a sign that differs from the screen.
 */

export type LineCap = 'butt' | 'round' | 'square';
export type LineJoin = 'miter' | 'round' | 'bevel';

/** The inherited presentation attributes, as SVG resolves them for one shape. */
export interface Paint {
  /** A colour (`#rrggbb`) or `none`. */
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly lineCap: LineCap;
  readonly lineJoin: LineJoin;
  readonly dash: readonly number[];
}

/** One painted shape in the drawing's grid, its transforms applied. */
export interface Shape {
  readonly segments: readonly Segment[];
  readonly paint: Paint;
  /** How much the transforms enlarged the shape: stroke widths and dashes grow with it. */
  readonly scale: number;
}

const INITIAL: Paint = {
  fill: '#000000',
  stroke: 'none',
  strokeWidth: 1,
  lineCap: 'butt',
  lineJoin: 'miter',
  dash: [],
};

const PAINT_PROPS = new Set([
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeDasharray',
  'transform',
  'children',
]);

const GEOMETRY: Readonly<Record<string, readonly string[]>> = {
  g: [],
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  polygon: ['points'],
  line: ['x1', 'y1', 'x2', 'y2'],
};

type Props = Readonly<Record<string, unknown>>;

const LINE_CAPS: readonly string[] = ['butt', 'round', 'square'];
const LINE_JOINS: readonly string[] = ['miter', 'round', 'bevel'];

function number(props: Props, name: string, fallback?: number): number {
  const value = props[name];
  if (value === undefined && fallback !== undefined) return fallback;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'boolean' || value === undefined || Number.isNaN(parsed)) {
    throw new Error(`the drawing's ${name} is not a number: ${String(value)}`);
  }
  return parsed;
}

function text(props: Props, name: string): string {
  const value = props[name];
  if (typeof value !== 'string') throw new Error(`the drawing's ${name} is not a text: ${String(value)}`);
  return value;
}

/** The paint of an element: its own attributes over what it inherits. */
function ownPaint(props: Props, inherited: Paint): Paint {
  const lineCap = props.strokeLinecap ?? inherited.lineCap;
  const lineJoin = props.strokeLinejoin ?? inherited.lineJoin;
  if (typeof lineCap !== 'string' || !LINE_CAPS.includes(lineCap)) throw new Error(`unknown line cap ${lineCap}`);
  if (typeof lineJoin !== 'string' || !LINE_JOINS.includes(lineJoin)) throw new Error(`unknown line join ${lineJoin}`);
  const dash =
    props.strokeDasharray === undefined
      ? inherited.dash
      : (text(props, 'strokeDasharray').match(/[\d.]+/g) ?? []).map(Number);
  return {
    fill: props.fill === undefined ? inherited.fill : text(props, 'fill'),
    stroke: props.stroke === undefined ? inherited.stroke : text(props, 'stroke'),
    strokeWidth: number(props, 'strokeWidth', inherited.strokeWidth),
    lineCap: lineCap as LineCap,
    lineJoin: lineJoin as LineJoin,
    dash,
  };
}

function geometry(type: string, props: Props): Segment[] {
  switch (type) {
    case 'path':
      return parsePath(text(props, 'd'));
    case 'circle': {
      const r = number(props, 'r');
      return ellipsePath(number(props, 'cx', 0), number(props, 'cy', 0), r, r);
    }
    case 'ellipse':
      return ellipsePath(number(props, 'cx', 0), number(props, 'cy', 0), number(props, 'rx'), number(props, 'ry'));
    case 'rect': {
      const rx = props.rx === undefined ? undefined : number(props, 'rx');
      const ry = props.ry === undefined ? rx : number(props, 'ry');
      return rectPath(
        number(props, 'x', 0),
        number(props, 'y', 0),
        number(props, 'width'),
        number(props, 'height'),
        rx ?? ry ?? 0,
        ry ?? 0,
      );
    }
    case 'polygon':
      return polygonPath(text(props, 'points'));
    case 'line':
      return [
        { op: 'M', x: number(props, 'x1', 0), y: number(props, 'y1', 0) },
        { op: 'L', x: number(props, 'x2', 0), y: number(props, 'y2', 0) },
      ];
    default:
      return [];
  }
}

function walk(node: ReactNode, paint: Paint, matrix: Matrix, shapes: Shape[]): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, paint, matrix, shapes);
    return;
  }
  if (!isValidElement(node)) throw new Error(`the drawing holds something the PDF cannot draw: ${String(node)}`);
  const element = node as ReactElement<Props>;
  const { type, props } = element;
  if (type === Fragment) {
    walk(props.children as ReactNode, paint, matrix, shapes);
    return;
  }
  if (typeof type === 'function') {
    // The drawings' components (frames, busts) are plain functions of their props, without hooks.
    walk((type as (props: Props) => ReactNode)(props), paint, matrix, shapes);
    return;
  }
  if (typeof type !== 'string' || !Object.hasOwn(GEOMETRY, type)) {
    throw new Error(`the PDF cannot draw the element <${String(type)}>`);
  }
  const allowed = GEOMETRY[type] ?? [];
  const unknown = Object.keys(props).filter((name) => !PAINT_PROPS.has(name) && !allowed.includes(name));
  if (unknown.length > 0) throw new Error(`the PDF cannot draw <${type}> with ${unknown.join(', ')}`);
  const own = ownPaint(props, paint);
  const placed = props.transform === undefined ? matrix : multiply(matrix, parseTransform(text(props, 'transform')));
  if (type === 'g') {
    walk(props.children as ReactNode, own, placed, shapes);
    return;
  }
  if (props.children !== undefined) throw new Error(`the PDF cannot draw what <${type}> holds`);
  const segments = transformSegments(geometry(type, props), placed);
  // A line has no inside: SVG never fills it.
  shapes.push({ segments, paint: type === 'line' ? { ...own, fill: 'none' } : own, scale: lengthScale(placed) });
}

/** The painted shapes of a drawing, in painting order, on its own grid. */
export function svgShapes(content: ReactNode): Shape[] {
  const shapes: Shape[] = [];
  walk(content, INITIAL, IDENTITY, shapes);
  return shapes;
}
