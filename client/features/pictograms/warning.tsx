import type { ReactNode } from 'react';
import type { WARNING_SIGNS } from '../../../shared/enums/safety-signs';
import { COLOURS } from './colours';
import { CORROSION } from './ghs';

const { yellow, black } = COLOURS;

/** ISO 7010 warning: a yellow triangle with rounded corners, black border and black symbol. */
export function WarningFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <path d="M50 8L94 86H6z" fill={yellow} stroke={black} strokeWidth="7" strokeLinejoin="round" />
      <g fill={black}>{children}</g>
    </>
  );
}

/** The black symbols of the warning signs on a 100 × 100 grid (inside the triangle). */
export const WARNING_SYMBOLS: Readonly<Record<(typeof WARNING_SIGNS)[number], ReactNode>> = {
  W001: (
    <>
      <path d="M45.5 34h9l-2 28h-5z" />
      <circle cx="50" cy="71" r="4.5" />
    </>
  ),
  W012: <path d="M56 32L42 56h9l-7 22 3 1 14-29h-9l7-17z" />,
  W014: (
    <>
      <path d="M30 52h16l4 10v12H30z" />
      <rect x="34" y="44" width="8" height="8" fill="none" stroke={black} strokeWidth="2" />
      <rect x="54" y="40" width="3" height="36" />
      <rect x="57" y="72" width="14" height="3" />
      <circle cx="35" cy="77" r="4" />
      <circle cx="47" cy="77" r="4" />
    </>
  ),
  W019: (
    <>
      <rect x="30" y="36" width="40" height="7" />
      <rect x="24" y="71" width="52" height="7" />
      <path d="M46 45h8v10h6L50 66 40 55h6z" />
    </>
  ),
  W021: (
    <>
      <path d="M50 36c7 8 11 14 10 23-1 7-5 11-10 11s-10-4-10-10c0-5 3-9 5-12 1 4 2 6 4 7 2-6 2-12 1-19z" />
      <rect x="36" y="72" width="28" height="4" />
    </>
  ),
  // The GHS05 symbol, scaled into the triangle: one drawing for both signs.
  W023: <g transform="translate(14 29.6) scale(0.72)">{CORROSION}</g>,
};
