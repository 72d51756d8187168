import type { InjuredBodyPart } from '../../../shared/enums/incident';

/** A rectangle of the drawing (viewBox 0 0 200 400), rounded by `r`. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly r?: number;
}

/** One touchable region of the body map: a body part drawn as one or more boxes in one view. */
export interface BodyRegion {
  readonly part: InjuredBodyPart;
  readonly view: 'front' | 'back';
  readonly boxes: readonly Box[];
}

/**
 * The body seen from the front, its right side on the viewer's left, and paired regions of the
 * front mirrored for the other side. The drawing is 200 wide; x + w of a right region mirrors to
 * 200 − x for its left twin.
 */
const FRONT_PAIRS: readonly [string, Box][] = [
  ['SHOULDER', { x: 52, y: 64, w: 24, h: 20, r: 8 }],
  ['UPPER_ARM', { x: 50, y: 86, w: 20, h: 44, r: 6 }],
  ['ELBOW', { x: 48, y: 132, w: 20, h: 14, r: 6 }],
  ['FOREARM', { x: 42, y: 148, w: 20, h: 40, r: 6 }],
  ['WRIST', { x: 40, y: 190, w: 20, h: 10, r: 4 }],
  ['HAND', { x: 36, y: 202, w: 24, h: 22, r: 6 }],
  ['FINGERS', { x: 36, y: 226, w: 24, h: 16, r: 6 }],
  ['HIP', { x: 62, y: 154, w: 14, h: 22, r: 6 }],
  ['THIGH', { x: 76, y: 194, w: 22, h: 62, r: 8 }],
  ['KNEE', { x: 76, y: 258, w: 22, h: 18, r: 8 }],
  ['LOWER_LEG', { x: 77, y: 278, w: 20, h: 68, r: 8 }],
  ['ANKLE', { x: 77, y: 348, w: 20, h: 12, r: 5 }],
  ['FOOT', { x: 70, y: 362, w: 27, h: 16, r: 6 }],
  ['TOES', { x: 70, y: 380, w: 27, h: 12, r: 5 }],
];

const mirrored = ({ x, y, w, h, r }: Box): Box => ({ x: 200 - x - w, y, w, h, ...(r === undefined ? {} : { r }) });

/** The back, seen from behind: the person's left side on the viewer's left. */
const BACK_PAIRS: readonly [string, Box][] = [
  ['RIBS', { x: 64, y: 84, w: 12, h: 40, r: 6 }],
  ['BUTTOCK', { x: 78, y: 156, w: 21, h: 32, r: 10 }],
];

export const BODY_REGIONS: readonly BodyRegion[] = [
  { part: 'HEAD', view: 'front', boxes: [{ x: 78, y: 2, w: 44, h: 18, r: 9 }] },
  { part: 'FACE', view: 'front', boxes: [{ x: 80, y: 21, w: 40, h: 29, r: 12 }] },
  { part: 'NECK', view: 'front', boxes: [{ x: 90, y: 51, w: 20, h: 12, r: 4 }] },
  { part: 'CHEST', view: 'front', boxes: [{ x: 78, y: 64, w: 44, h: 46, r: 6 }] },
  { part: 'ABDOMEN', view: 'front', boxes: [{ x: 78, y: 112, w: 44, h: 40, r: 6 }] },
  { part: 'PELVIS', view: 'front', boxes: [{ x: 78, y: 154, w: 44, h: 22, r: 6 }] },
  { part: 'GROIN', view: 'front', boxes: [{ x: 91, y: 178, w: 18, h: 14, r: 5 }] },
  ...FRONT_PAIRS.flatMap(([name, box]): BodyRegion[] => [
    { part: `RIGHT_${name}` as InjuredBodyPart, view: 'front', boxes: [box] },
    { part: `LEFT_${name}` as InjuredBodyPart, view: 'front', boxes: [mirrored(box)] },
  ]),
  { part: 'SKULL', view: 'back', boxes: [{ x: 78, y: 2, w: 44, h: 48, r: 20 }] },
  {
    part: 'UPPER_BACK',
    view: 'back',
    boxes: [
      { x: 78, y: 64, w: 15, h: 46, r: 6 },
      { x: 107, y: 64, w: 15, h: 46, r: 6 },
    ],
  },
  { part: 'SPINE', view: 'back', boxes: [{ x: 94, y: 52, w: 12, h: 102, r: 5 }] },
  {
    part: 'LOWER_BACK',
    view: 'back',
    boxes: [
      { x: 78, y: 112, w: 15, h: 42, r: 6 },
      { x: 107, y: 112, w: 15, h: 42, r: 6 },
    ],
  },
  ...BACK_PAIRS.flatMap(([name, box]): BodyRegion[] => [
    { part: `LEFT_${name}` as InjuredBodyPart, view: 'back', boxes: [box] },
    { part: `RIGHT_${name}` as InjuredBodyPart, view: 'back', boxes: [mirrored(box)] },
  ]),
];

/** The outline the back view draws around its regions (arms and legs for orientation, not touchable). */
export const BACK_OUTLINE: readonly Box[] = [
  { x: 90, y: 50, w: 20, h: 14, r: 4 },
  ...FRONT_PAIRS.filter(([name]) => name !== 'HIP').flatMap(([, box]) => [box, mirrored(box)]),
];
