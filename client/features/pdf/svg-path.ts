/**
 * SVG geometry as the PDF draws it: path data, circles, ellipses, rounded rectangles and
 * polygons become absolute moves, lines and cubic Béziers (the only curves PDF paths know).
 */

export type Segment =
  | { readonly op: 'M' | 'L'; readonly x: number; readonly y: number }
  | {
      readonly op: 'C';
      readonly x1: number;
      readonly y1: number;
      readonly x2: number;
      readonly y2: number;
      readonly x: number;
      readonly y: number;
    }
  | { readonly op: 'Z' };

/** An affine transform [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's `matrix()`). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`: a point goes through `inner` first. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [g, h, i, j, k, l] = inner;
  return [a * g + c * h, b * g + d * h, a * i + c * j, b * i + d * j, a * k + c * l + e, b * k + d * l + f];
}

/** How much the transform enlarges lengths (the drawings use rotations, mirrors and uniform scales only). */
export function lengthScale([a, b, c, d]: Matrix): number {
  return Math.sqrt(Math.abs(a * d - b * c));
}

export function transformSegments(segments: readonly Segment[], [a, b, c, d, e, f]: Matrix): Segment[] {
  const x = (px: number, py: number) => a * px + c * py + e;
  const y = (px: number, py: number) => b * px + d * py + f;
  return segments.map((segment) => {
    switch (segment.op) {
      case 'Z':
        return segment;
      case 'C':
        return {
          op: 'C',
          x1: x(segment.x1, segment.y1),
          y1: y(segment.x1, segment.y1),
          x2: x(segment.x2, segment.y2),
          y2: y(segment.x2, segment.y2),
          x: x(segment.x, segment.y),
          y: y(segment.x, segment.y),
        };
      default:
        return { op: segment.op, x: x(segment.x, segment.y), y: y(segment.x, segment.y) };
    }
  });
}

const NUMBERS = /[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g;

const NUMBER_HERE = new RegExp(NUMBERS.source, 'y');

function numbers(text: string): number[] {
  return (text.match(NUMBERS) ?? []).map(Number);
}

/** An SVG `transform` attribute: translate, rotate (about a point), scale and matrix, applied right to left. */
export function parseTransform(text: string): Matrix {
  let matrix = IDENTITY;
  for (const [, name = '', args = ''] of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const [p = 0, q, r] = numbers(args);
    let step: Matrix;
    if (name === 'translate') step = [1, 0, 0, 1, p, q ?? 0];
    else if (name === 'scale') step = [p, 0, 0, q ?? p, 0, 0];
    else if (name === 'matrix') step = numbers(args) as unknown as Matrix;
    else if (name === 'rotate') {
      const angle = (p * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const [cx, cy] = [q ?? 0, r ?? 0];
      step = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
    } else throw new Error(`the PDF cannot apply the transform ${name}()`);
    if (step.length !== 6) throw new Error(`a malformed transform: ${text}`);
    matrix = multiply(matrix, step);
  }
  return matrix;
}

/** A scanner over path data: commands, numbers and the single-digit flags of arcs. */
class PathScanner {
  private at = 0;

  constructor(private readonly text: string) {}

  private skip(): void {
    while (this.at < this.text.length && /[\s,]/.test(this.text.charAt(this.at))) this.at += 1;
  }

  command(): string | undefined {
    this.skip();
    const char = this.text.charAt(this.at);
    if (!/[a-z]/i.test(char)) return undefined;
    this.at += 1;
    return char;
  }

  hasNumber(): boolean {
    this.skip();
    return /[-+.\d]/.test(this.text.charAt(this.at));
  }

  number(): number {
    this.skip();
    NUMBER_HERE.lastIndex = this.at;
    const found = NUMBER_HERE.exec(this.text);
    if (!found) throw new Error(`a number expected at ${this.at} in the path ${this.text}`);
    this.at += found[0].length;
    return Number(found[0]);
  }

  flag(): boolean {
    this.skip();
    const char = this.text.charAt(this.at);
    if (char !== '0' && char !== '1') throw new Error(`an arc flag expected at ${this.at} in the path ${this.text}`);
    this.at += 1;
    return char === '1';
  }

  get done(): boolean {
    this.skip();
    return this.at >= this.text.length;
  }
}

/** The cubic Béziers of an elliptical arc from (x0, y0) to (x, y), as SVG's `A` command draws it. */
function arcSegments(
  x0: number,
  y0: number,
  radiusX: number,
  radiusY: number,
  rotation: number,
  large: boolean,
  sweep: boolean,
  x: number,
  y: number,
): Segment[] {
  if (x0 === x && y0 === y) return [];
  let [rx, ry] = [Math.abs(radiusX), Math.abs(radiusY)];
  if (rx === 0 || ry === 0) return [{ op: 'L', x, y }];
  const phi = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  // SVG 1.1 F.6.5: from the end points to the centre.
  const dx = (x0 - x) / 2;
  const dy = (y0 - y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) [rx, ry] = [rx * Math.sqrt(lambda), ry * Math.sqrt(lambda)];
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const root = Math.sqrt(Math.max(0, numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const sign = large === sweep ? -1 : 1;
  const cx1 = (sign * root * rx * y1) / ry;
  const cy1 = (-sign * root * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (x0 + x) / 2;
  const cy = sin * cx1 + cos * cy1 + (y0 + y) / 2;
  const angle = (ux: number, uy: number) => Math.atan2(uy, ux);
  const start = angle((x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  return ellipseArc(cx, cy, rx, ry, phi, start, delta);
}

/** Cubic Béziers along an ellipse from angle `start` through `delta`, at most a quarter turn each. */
function ellipseArc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  phi: number,
  start: number,
  delta: number,
): Segment[] {
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const point = (t: number, radial: number, tangential: number) => {
    const px = rx * (radial * Math.cos(t) - tangential * Math.sin(t));
    const py = ry * (radial * Math.sin(t) + tangential * Math.cos(t));
    return { x: cx + cos * px - sin * py, y: cy + sin * px + cos * py };
  };
  const segments: Segment[] = [];
  for (let piece = 0; piece < pieces; piece += 1) {
    const from = start + piece * step;
    const to = from + step;
    const c1 = point(from, 1, k);
    const c2 = point(to, 1, -k);
    const end = point(to, 1, 0);
    segments.push({ op: 'C', x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: end.x, y: end.y });
  }
  return segments;
}

/** A full ellipse, clockwise from its rightmost point. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): Segment[] {
  return [{ op: 'M', x: cx + rx, y: cy }, ...ellipseArc(cx, cy, rx, ry, 0, 0, 2 * Math.PI), { op: 'Z' }];
}

/** A rectangle, its corners rounded by `rx` × `ry` (SVG clamps them to half the sides). */
export function rectPath(x: number, y: number, width: number, height: number, rx = 0, ry = rx): Segment[] {
  const [h, v] = [Math.min(rx, width / 2), Math.min(ry, height / 2)];
  if (h <= 0 || v <= 0) {
    return [
      { op: 'M', x, y },
      { op: 'L', x: x + width, y },
      { op: 'L', x: x + width, y: y + height },
      { op: 'L', x, y: y + height },
      { op: 'Z' },
    ];
  }
  const corner = (cx: number, cy: number, start: number) => ellipseArc(cx, cy, h, v, 0, start, Math.PI / 2);
  return [
    { op: 'M', x: x + h, y },
    { op: 'L', x: x + width - h, y },
    ...corner(x + width - h, y + v, -Math.PI / 2),
    { op: 'L', x: x + width, y: y + height - v },
    ...corner(x + width - h, y + height - v, 0),
    { op: 'L', x: x + h, y: y + height },
    ...corner(x + h, y + height - v, Math.PI / 2),
    { op: 'L', x, y: y + v },
    ...corner(x + h, y + v, Math.PI),
    { op: 'Z' },
  ];
}

/** A polygon's `points` as a closed path. */
export function polygonPath(points: string): Segment[] {
  const values = numbers(points);
  const segments: Segment[] = [];
  for (let index = 0; index + 1 < values.length; index += 2) {
    segments.push({ op: index === 0 ? 'M' : 'L', x: values[index] ?? 0, y: values[index + 1] ?? 0 });
  }
  return [...segments, { op: 'Z' }];
}

/** SVG path data (every command, relative and absolute) as absolute moves, lines and cubic Béziers. */
export function parsePath(data: string): Segment[] {
  const scanner = new PathScanner(data);
  const segments: Segment[] = [];
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  /** The last control point of a cubic (for S) or quadratic (for T) curve, else the current point. */
  let [cubicX, cubicY, quadX, quadY] = [0, 0, 0, 0];
  let command = scanner.command();
  if (command !== 'M' && command !== 'm') throw new Error(`a path must start with a move: ${data}`);
  while (command !== undefined) {
    const relative = command === command.toLowerCase();
    const upper = command.toUpperCase();
    const dx = () => (relative ? x : 0);
    const dy = () => (relative ? y : 0);
    let first = true;
    do {
      let [nextCubicX, nextCubicY, nextQuadX, nextQuadY] = [Number.NaN, Number.NaN, Number.NaN, Number.NaN];
      if (upper === 'Z') {
        segments.push({ op: 'Z' });
        [x, y] = [startX, startY];
      } else if (upper === 'M' || upper === 'L' || upper === 'T') {
        const [px, py] = [scanner.number() + dx(), scanner.number() + dy()];
        if (upper === 'T') {
          const [qx, qy] = Number.isNaN(quadX) ? [x, y] : [2 * x - quadX, 2 * y - quadY];
          segments.push(quadratic(x, y, qx, qy, px, py));
          [nextQuadX, nextQuadY] = [qx, qy];
        } else if (upper === 'M' && first) {
          segments.push({ op: 'M', x: px, y: py });
          [startX, startY] = [px, py];
        } else segments.push({ op: 'L', x: px, y: py });
        [x, y] = [px, py];
      } else if (upper === 'H') {
        x = scanner.number() + dx();
        segments.push({ op: 'L', x, y });
      } else if (upper === 'V') {
        y = scanner.number() + dy();
        segments.push({ op: 'L', x, y });
      } else if (upper === 'C' || upper === 'S') {
        const [x1, y1] =
          upper === 'C'
            ? [scanner.number() + dx(), scanner.number() + dy()]
            : Number.isNaN(cubicX)
              ? [x, y]
              : [2 * x - cubicX, 2 * y - cubicY];
        const [x2, y2] = [scanner.number() + dx(), scanner.number() + dy()];
        const [px, py] = [scanner.number() + dx(), scanner.number() + dy()];
        segments.push({ op: 'C', x1, y1, x2, y2, x: px, y: py });
        [nextCubicX, nextCubicY] = [x2, y2];
        [x, y] = [px, py];
      } else if (upper === 'Q') {
        const [qx, qy] = [scanner.number() + dx(), scanner.number() + dy()];
        const [px, py] = [scanner.number() + dx(), scanner.number() + dy()];
        segments.push(quadratic(x, y, qx, qy, px, py));
        [nextQuadX, nextQuadY] = [qx, qy];
        [x, y] = [px, py];
      } else if (upper === 'A') {
        const [rx, ry, rotation] = [scanner.number(), scanner.number(), scanner.number()];
        const [large, sweep] = [scanner.flag(), scanner.flag()];
        const [px, py] = [scanner.number() + dx(), scanner.number() + dy()];
        segments.push(...arcSegments(x, y, rx, ry, rotation, large, sweep, px, py));
        [x, y] = [px, py];
      } else throw new Error(`the PDF cannot draw the path command ${command} in ${data}`);
      [cubicX, cubicY, quadX, quadY] = [nextCubicX, nextCubicY, nextQuadX, nextQuadY];
      first = false;
    } while (upper !== 'Z' && scanner.hasNumber());
    command = scanner.command();
  }
  if (!scanner.done) throw new Error(`unreadable path data: ${data}`);
  return segments;
}

function quadratic(x0: number, y0: number, qx: number, qy: number, x: number, y: number): Segment {
  return {
    op: 'C',
    x1: x0 + (2 / 3) * (qx - x0),
    y1: y0 + (2 / 3) * (qy - y0),
    x2: x + (2 / 3) * (qx - x),
    y2: y + (2 / 3) * (qy - y),
    x,
    y,
  };
}
