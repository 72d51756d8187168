import type { ReactNode } from 'react';
import type { MANDATORY_SIGNS } from '../../../shared/enums/safety-signs';
import { COLOURS } from './colours';

const { blue, white } = COLOURS;

/** ISO 7010 mandatory action: a blue disc, the symbol in white. */
export function MandatoryFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <circle cx="50" cy="50" r="48" fill={blue} />
      <g fill={white}>{children}</g>
    </>
  );
}

/** Head and shoulders seen from the front; `top` moves the head down to leave room above it. */
function Bust({ top = 0 }: { top?: number }) {
  return (
    <>
      <circle cx="50" cy={44 + top} r="14" />
      <path d="M24 86c0-14 10-22 26-22s26 8 26 22z" />
    </>
  );
}

/** The white symbols of the mandatory signs on a 100 × 100 grid. */
export const MANDATORY_SYMBOLS: Readonly<Record<(typeof MANDATORY_SIGNS)[number], ReactNode>> = {
  M001: (
    <>
      <path d="M43 18h14l-3 46h-8z" />
      <circle cx="50" cy="76" r="7" />
    </>
  ),
  M002: (
    <>
      <path d="M28 24h20c2 0 2 2 2 2s0-2 2-2h20v52H52l-2 2-2-2H28z" />
      <circle cx="50" cy="38" r="5" fill={blue} />
      <rect x="46" y="47" width="8" height="22" fill={blue} />
    </>
  ),
  M003: (
    <>
      <Bust top={4} />
      <path d="M29 46a21 21 0 0 1 42 0" fill="none" stroke={white} strokeWidth="4" />
      <rect x="23" y="40" width="9" height="20" rx="4" />
      <rect x="68" y="40" width="9" height="20" rx="4" />
    </>
  ),
  M004: (
    <>
      <Bust />
      <path d="M36 42h28" stroke={blue} strokeWidth="2" />
      <circle cx="43" cy="43" r="6" fill={white} stroke={blue} strokeWidth="3.5" />
      <circle cx="57" cy="43" r="6" fill={white} stroke={blue} strokeWidth="3.5" />
    </>
  ),
  M008: (
    <>
      <path d="M30 22h20v30l20 7c5 2 7 5 7 9v8H30z" />
      <rect x="30" y="68" width="47" height="3" fill={blue} />
    </>
  ),
  M009: (
    <>
      <rect x="34" y="22" width="7" height="30" rx="3.5" />
      <rect x="42" y="18" width="7" height="34" rx="3.5" />
      <rect x="50" y="20" width="7" height="32" rx="3.5" />
      <rect x="58" y="25" width="7" height="27" rx="3.5" />
      <rect x="26" y="44" width="8" height="22" rx="4" transform="rotate(-35 30 55)" />
      <rect x="34" y="44" width="31" height="24" rx="6" />
      <rect x="36" y="70" width="28" height="12" />
    </>
  ),
  M010: (
    <>
      <path d="M38 20h24l16 16-8 8-6-6v46H36V38l-6 6-8-8z" />
      <rect x="49" y="22" width="2" height="60" fill={blue} />
      <path d="M44 20l6 8 6-8" fill="none" stroke={blue} strokeWidth="2" />
    </>
  ),
  M011: (
    <>
      <path d="M26 20h26v7H36v6h-10z" />
      <circle cx="31" cy="40" r="2.5" />
      <circle cx="31" cy="48" r="2.5" />
      <path d="M28 60c8-4 18-4 28 2l16 8-4 6-16-6H28z" />
      <path d="M72 54c-8-2-18 0-26 6l-2 6 12-4 20 2z" />
    </>
  ),
  M013: (
    <>
      <Bust />
      <rect x="33" y="28" width="34" height="6" rx="2" />
      <path d="M31 36h38v20c0 8-8 14-19 14s-19-6-19-14z" fill={blue} stroke={white} strokeWidth="3" />
    </>
  ),
  M014: (
    <>
      <circle cx="50" cy="52" r="13" />
      <path d="M24 88c0-14 10-21 26-21s26 7 26 21z" />
      <path d="M31 34a19 17 0 0 1 38 0z" />
      <rect x="25" y="34" width="50" height="4" rx="2" />
    </>
  ),
  M016: (
    <>
      <Bust />
      <path d="M39 45c4-3 18-3 22 0v4c0 5-5 8-11 8s-11-3-11-8z" fill={blue} />
      <path d="M39 47h-4M61 47h4M39 44l-3-6M61 44l3-6" stroke={blue} strokeWidth="2.5" />
    </>
  ),
  M017: (
    <>
      <Bust />
      <path d="M36 34h28v18c0 8-6 14-14 14s-14-6-14-14z" fill={blue} />
      <ellipse cx="43" cy="42" rx="4" ry="3" />
      <ellipse cx="57" cy="42" rx="4" ry="3" />
      <circle cx="50" cy="60" r="7" stroke={blue} strokeWidth="2" />
    </>
  ),
};
