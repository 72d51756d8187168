import type { ReactNode } from 'react';
import type { GhsSymbol } from '../../../shared/enums/catalogs';
import { COLOURS } from './colours';

const { black, white, red } = COLOURS;

/** CLP Annex V: a square set on a point, red frame, white ground; the symbol fills the middle. */
export function GhsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <polygon points="50,4 96,50 50,96 4,50" fill={white} stroke={red} strokeWidth="7" strokeLinejoin="round" />
      <g fill={black}>{children}</g>
    </>
  );
}

const flame = 'M50 24c9 10 15 19 14 30-1 9-7 15-14 15s-14-6-14-14c0-7 4-11 7-16 1 5 3 8 6 9 2-8 3-15 1-24z';

/** A test tube held mouth down, its closed end up (drawn upright about its centre, turned in place). */
const testTube = 'M-3.2 7V-4.5a3.2 3.2 0 0 1 6.4 0V7h1.4v2.3h-9.2V7z';
/** A falling drop, its tip up, about its centre. */
const drop = 'M0-3.5c1.2 1.8 2.4 3 2.4 4.6a2.4 2.4 0 0 1-4.8 0c0-1.6 1.2-2.8 2.4-4.6z';

/**
 * Corrosion (CLP Annex V GHS05, also ISO 7010 W023): two test tubes pour drops on a surface,
 * which is eaten away, and on a hand, whose fingers are; a ground line below both.
 */
export const CORROSION: ReactNode = (
  <>
    <path d={testTube} transform="translate(38 35) rotate(-30)" />
    <path d={testTube} transform="translate(62 35) rotate(30)" />
    <path d={drop} transform="translate(43 47.5)" />
    <path d={drop} transform="translate(43 52)" />
    <path d={drop} transform="translate(57 47.5)" />
    <path d={drop} transform="translate(57 52)" />
    <path d="M24 55H39.5l1.5 2.6 1.6-1.8 1.5 2.4 1.6-3.2H49V62H24z" />
    <path d="M79 50.5H68c-2 0-3 3-5 3h-7.7a1.75 1.75 0 0 0 0 3.5H58a1.75 1.75 0 0 0 0 3.5h3.5c-2 .4-2.5 3 0 3H68c3 0 5-1 11-1z" />
    <circle cx="56" cy="53.6" r="1.2" fill={white} />
    <circle cx="58.4" cy="57.1" r="1" fill={white} />
    <rect x="29" y="65.5" width="42" height="3" />
  </>
);

/** The black symbols of GHS01–GHS09 on a 100 × 100 grid. */
export const GHS_SYMBOLS: Readonly<Record<GhsSymbol, ReactNode>> = {
  GHS01: (
    <>
      <circle cx="45" cy="60" r="11" />
      <path d="M51 50l5-6" stroke={black} strokeWidth="3" />
      <path d="M57 28l3 10 6-8-1 10 9-3-6 8 9 3-10 2 4 8-9-4" />
      <rect x="30" y="35" width="6" height="4" transform="rotate(-30 33 37)" />
      <rect x="63" y="60" width="6" height="4" transform="rotate(25 66 62)" />
      <rect x="27" y="48" width="4" height="4" />
    </>
  ),
  GHS02: (
    <>
      <path d={flame} />
      <rect x="33" y="71" width="34" height="4" />
    </>
  ),
  GHS03: (
    <>
      <path d="M50 22c7 8 11 14 10 22-1 6-5 10-10 10s-10-4-10-10c0-5 3-8 5-11 1 3 2 5 4 6 2-5 2-11 1-17z" />
      <circle cx="50" cy="63" r="8" fill="none" stroke={black} strokeWidth="5" />
      <rect x="33" y="74" width="34" height="4" />
    </>
  ),
  GHS04: (
    <>
      <rect x="27" y="47" width="40" height="17" rx="8" transform="rotate(-15 47 55)" />
      <rect x="66" y="43" width="6" height="9" transform="rotate(-15 69 47)" />
      <rect x="72" y="39" width="5" height="13" transform="rotate(-15 74 45)" />
    </>
  ),
  GHS05: CORROSION,
  GHS06: (
    <>
      <path d="M33 57.5L67 69.5M33 69.5L67 57.5" stroke={black} strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="50" cy="39" rx="15" ry="14" />
      <rect x="42" y="47" width="16" height="12" rx="3" />
      <circle cx="44" cy="39" r="4" fill={white} />
      <circle cx="56" cy="39" r="4" fill={white} />
      <path d="M50 45l-2 4h4z" fill={white} />
    </>
  ),
  GHS07: (
    <>
      <path d="M45 26h10l-2 32h-6z" />
      <circle cx="50" cy="67" r="5" />
    </>
  ),
  GHS08: (
    <>
      <circle cx="50" cy="32" r="9" />
      <path d="M32 78c0-20 6-34 18-34s18 14 18 34z" />
      <path d="M50 50l3 8 8-2-5 7 6 5-8 1 1 8-5-6-5 6 1-8-8-1 6-5-5-7 8 2z" fill={white} />
    </>
  ),
  GHS09: (
    <>
      <path d="M36 64V42l-6-8M36 48l7-8M36 44l-3-12M40 44l4-10" stroke={black} strokeWidth="3" fill="none" />
      <rect x="28" y="64" width="22" height="4" />
      <path d="M47 56c5-6 14-6 20 0l6-4v12l-6-4c-6 6-15 6-20 0z" />
      <path d="M51 54l4 4M55 54l-4 4" stroke={white} strokeWidth="1.5" />
      <rect x="46" y="68" width="22" height="3" />
    </>
  ),
};
