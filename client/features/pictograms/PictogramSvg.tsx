import type { SignArt } from './sign-art';

interface PictogramSvgProps {
  readonly code: string;
  readonly art: SignArt;
  /** The accessible name: code and name in the interface language. */
  readonly name: string;
  /** Height in CSS pixels. */
  readonly size: number;
}

/** One drawn sign as an image with its accessible name. */
export function PictogramSvg({ code, art, name, size }: PictogramSvgProps) {
  return (
    <svg
      className="pictogram"
      viewBox={`0 0 ${art.width} 100`}
      width={(size * art.width) / 100}
      height={size}
      role="img"
      aria-label={name}
      data-code={code}
    >
      <title>{name}</title>
      {art.content}
    </svg>
  );
}
