import type { ReactNode } from 'react';
import type { ArrowDirection } from '../../../shared/enums/catalogs';
import { COLOURS } from './colours';

const { red, white } = COLOURS;

/** ISO 7010 fire equipment: a red square, the symbol in white. */
export function FireFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="1" y="1" width="98" height="98" rx="4" fill={red} />
      <g fill={white}>{children}</g>
    </>
  );
}

const flame = 'M22 14c5 6 8 11 7 17-1 5-4 8-7 8s-7-3-7-7c0-4 2-6 4-9 1 2 1 4 3 5 1-5 1-9 0-14z';
const handset =
  'M30 40c5-3 10-2 11 2l3 8c1 2-1 5-4 6l-3 1c2 7 6 12 13 15l2-3c1-2 4-3 6-2l7 4c3 2 3 7-1 11-6 5-19 3-28-6S24 46 30 40z';

/** The white symbols of F001–F006 on a 100 × 100 grid. */
export const FIRE_SYMBOLS: Readonly<Record<string, ReactNode>> = {
  F001: (
    <>
      <path d={flame} />
      <rect x="44" y="34" width="24" height="52" rx="7" />
      <rect x="50" y="24" width="12" height="10" />
      <path d="M62 26h10l6 8M50 28c-8 0-12 6-12 14v24" fill="none" stroke={white} strokeWidth="3" />
    </>
  ),
  F002: (
    <>
      <path d={flame} />
      <circle cx="56" cy="56" r="26" fill="none" stroke={white} strokeWidth="8" />
      <circle cx="56" cy="56" r="9" />
      <path d="M30 56v26h18" fill="none" stroke={white} strokeWidth="5" />
      <path d="M48 76l12 6-12 6z" />
    </>
  ),
  F003: (
    <>
      <path d={flame} />
      <path d="M46 14v76M72 14v76M46 26h26M46 42h26M46 58h26M46 74h26" fill="none" stroke={white} strokeWidth="5" />
    </>
  ),
  F004: (
    <>
      <path d={flame} />
      <rect x="20" y="50" width="18" height="38" rx="5" />
      <rect x="24" y="43" width="10" height="7" />
      <circle cx="66" cy="62" r="20" fill="none" stroke={white} strokeWidth="7" />
      <circle cx="66" cy="62" r="7" />
    </>
  ),
  F005: (
    <>
      <path d={flame} />
      <rect x="44" y="18" width="40" height="40" rx="3" fill="none" stroke={white} strokeWidth="5" />
      <circle cx="64" cy="38" r="8" />
      <path d="M38 92V66c0-4 6-4 6 0v-8c0-4 6-4 6 0v-4c0-4 6-4 6 0v2c0-4 6-4 6 0v16c0 8-4 12-8 20z" />
    </>
  ),
  F006: (
    <>
      <path d={flame} />
      <path d={handset} transform="translate(8 2)" />
    </>
  ),
};

const ANGLES: Readonly<Record<ArrowDirection, number>> = {
  RIGHT: 0,
  DOWN_RIGHT: 45,
  DOWN: 90,
  DOWN_LEFT: 135,
  LEFT: 180,
  UP_LEFT: 225,
  UP: 270,
  UP_RIGHT: 315,
};

/** The direction arrow of ISO 7010 (a supplementary sign): a red square with a white arrow. */
export function FireArrow({ direction }: { direction: ArrowDirection }) {
  return (
    <>
      <rect x="1" y="1" width="98" height="98" rx="4" fill={red} />
      <path d="M16 43h44V26l26 24-26 24V57H16z" fill={white} transform={`rotate(${ANGLES[direction]} 50 50)`} />
    </>
  );
}

/** Arrows pointing left stand left of the sign, all others right of it. */
export function arrowOnLeft(direction: ArrowDirection): boolean {
  return direction === 'LEFT' || direction === 'UP_LEFT' || direction === 'DOWN_LEFT';
}
