import type { ReactNode } from 'react';
import type { PROHIBITION_SIGNS } from '../../../shared/enums/safety-signs';
import { COLOURS } from './colours';

const { red, black, white } = COLOURS;

/** ISO 7010 prohibition: a red ring with a diagonal bar over a black symbol on white ground. */
export function ProhibitionFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <circle cx="50" cy="50" r="43" fill={white} stroke={red} strokeWidth="9" />
      <g fill={black}>{children}</g>
      <line x1="20" y1="20" x2="80" y2="80" stroke={red} strokeWidth="9" />
    </>
  );
}

const drop = 'M0-3.5c1.2 1.8 2.4 3 2.4 4.6a2.4 2.4 0 0 1-4.8 0c0-1.6 1.2-2.8 2.4-4.6z';
const flame = 'M50 20c8 9 13 17 12 27-1 8-6 13-12 13s-12-5-12-12c0-6 3-10 6-14 1 4 3 7 5 8 2-7 3-13 1-22z';

/** The black symbols of the prohibition signs on a 100 × 100 grid. */
export const PROHIBITION_SYMBOLS: Readonly<Record<(typeof PROHIBITION_SIGNS)[number], ReactNode>> = {
  P001: null,
  P002: (
    <>
      <rect x="18" y="56" width="48" height="10" fill={white} stroke={black} strokeWidth="2.5" />
      <rect x="66" y="56" width="14" height="10" />
      <path d="M72 50c-5-6 5-10 0-16s5-10 0-16" fill="none" stroke={black} strokeWidth="3" />
    </>
  ),
  P003: (
    <>
      <path d={flame} />
      <rect x="47" y="62" width="6" height="22" />
    </>
  ),
  P010: (
    <>
      <rect x="30" y="28" width="7" height="26" rx="3.5" />
      <rect x="38" y="22" width="7" height="32" rx="3.5" />
      <rect x="46" y="22" width="7" height="32" rx="3.5" />
      <rect x="54" y="26" width="7" height="28" rx="3.5" />
      <rect x="62" y="44" width="8" height="20" rx="4" transform="rotate(35 66 54)" />
      <path d="M30 50h31v12c0 10-6 18-16 18s-15-8-15-18z" />
    </>
  ),
  // A bucket top right pours water across the bar on a fire bottom left.
  P011: (
    <>
      <g transform="translate(62 31) rotate(-125)">
        <path d="M-9-7H9L6.5 7h-13z" />
        <path d="M-8.5-7a8.5 8.5 0 0 1 17 0" fill="none" stroke={black} strokeWidth="2" />
      </g>
      <path d={drop} transform="translate(55 42)" />
      <path d={drop} transform="translate(50 47)" />
      <path d={drop} transform="translate(44 52)" />
      <path d={flame} transform="translate(10 41) scale(0.55)" />
      <rect x="29" y="75" width="18" height="3" />
    </>
  ),
  P015: (
    <>
      <path d="M54 22h22v56H54V60h6V40h-6z" />
      <path d="M16 46h30l10-4v4h-6v12h6v4l-10-4H16z" />
    </>
  ),
  P022: (
    <>
      <path d="M24 30h22l-4 44H28z" />
      <path d="M62 22v18c0 4 3 6 5 6v32h4V46c2 0 5-2 5-6V22h-3v16h-2V22h-3v16h-2V22z" />
    </>
  ),
};
