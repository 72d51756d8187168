export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The size of an image scaled down (never up) so that its longest side is at most `longest`. */
export function fitWithin(size: Size, longest: number): Size {
  const scale = Math.min(1, longest / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
