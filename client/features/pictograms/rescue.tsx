import type { ReactNode } from 'react';
import type { RESCUE_SIGNS } from '../../../shared/enums/safety-signs';
import { COLOURS } from './colours';

const { green, white } = COLOURS;

/** ISO 7010 safe condition: a green square, the symbol in white. */
export function RescueFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="1" y="1" width="98" height="98" rx="4" fill={green} />
      <g fill={white}>{children}</g>
    </>
  );
}

/** A person running out through a door on the right, towards an arrow on the left. */
const exitLeft = (
  <>
    <path d="M58 16h28v68H58z" fill="none" stroke={white} strokeWidth="4" />
    <circle cx="54" cy="26" r="6" />
    <path
      d="M58 36L44 40l-8 10M52 38l-6 20-12 10M48 56l12 8 2 14M56 40l10 8"
      fill="none"
      stroke={white}
      strokeWidth="6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path d="M8 76l10-9v6h14v6H18v6z" />
  </>
);

/** The white symbols of the rescue signs on a 100 × 100 grid. */
export const RESCUE_SYMBOLS: Readonly<Record<(typeof RESCUE_SIGNS)[number], ReactNode>> = {
  E001: exitLeft,
  E002: <g transform="matrix(-1 0 0 1 100 0)">{exitLeft}</g>,
  E003: <path d="M40 16h20v24h24v20H60v24H40V60H16V40h24z" />,
  E004: (
    <path d="M28 22c6-4 12-3 14 2l4 10c1 3-1 6-5 7l-4 1c2 9 8 16 17 19l2-4c2-3 5-4 8-2l9 5c4 3 4 9-1 14-8 7-24 4-36-8S20 30 28 22z" />
  ),
  E011: (
    <>
      <circle cx="50" cy="30" r="14" />
      <circle cx="44" cy="30" r="2.5" fill={green} />
      <circle cx="56" cy="30" r="2.5" fill={green} />
      <path
        d="M30 74c0-18 6-30 12-38M70 74c0-18-6-30-12-38"
        fill="none"
        stroke={white}
        strokeWidth="3"
        strokeDasharray="5 3"
      />
      <path d="M24 74h12v8H24zM64 74h12v8H64z" />
      <rect x="18" y="84" width="64" height="5" />
    </>
  ),
  // A person standing under a shower rose, the water falling on them.
  E012: (
    <>
      <rect x="47.5" y="8" width="5" height="10" />
      <path d="M34 26a16 9 0 0 1 32 0z" />
      <path
        d="M38 31l-3 9M44 31l-1.5 9M50 31v9M56 31l1.5 9M62 31l3 9"
        stroke={white}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="50" cy="50" r="6" />
      <path d="M43 59h14v17H43z" />
      <path d="M44 61l-7 11M56 61l7 11M47 76l-1 15M53 76l1 15" stroke={white} strokeWidth="6" strokeLinecap="round" />
    </>
  ),
};
