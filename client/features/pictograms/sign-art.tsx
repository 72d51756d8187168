import type { ReactNode } from 'react';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { arrowOnLeft, FIRE_SYMBOLS, FireArrow, FireFrame } from './fire';
import { GHS_SYMBOLS, GhsFrame } from './ghs';
import { MANDATORY_SYMBOLS, MandatoryFrame } from './mandatory';
import { PROHIBITION_SYMBOLS, ProhibitionFrame } from './prohibition';
import { RESCUE_SYMBOLS, RescueFrame } from './rescue';
import { parseSignCode, type SignCode } from './sign-code';
import { WARNING_SYMBOLS, WarningFrame } from './warning';

interface Family {
  readonly Frame: (props: { children: ReactNode }) => ReactNode;
  readonly symbols: Readonly<Record<string, ReactNode>>;
}

const FAMILIES: Readonly<Record<SignCatalog, Family>> = {
  GHS: { Frame: GhsFrame, symbols: GHS_SYMBOLS },
  M: { Frame: MandatoryFrame, symbols: MANDATORY_SYMBOLS },
  P: { Frame: ProhibitionFrame, symbols: PROHIBITION_SYMBOLS },
  W: { Frame: WarningFrame, symbols: WARNING_SYMBOLS },
  E: { Frame: RescueFrame, symbols: RESCUE_SYMBOLS },
  F: { Frame: FireFrame, symbols: FIRE_SYMBOLS },
};

export interface SignArt {
  /** Width on the 100-high grid: 100 for a sign, 200 with an arrow beside it. */
  readonly width: number;
  readonly content: ReactNode;
}

/** The drawing of a sign (with its arrow beside it), or undefined when the code has none. */
export function signArt(sign: SignCode): SignArt | undefined {
  const family = FAMILIES[sign.catalog];
  if (!Object.hasOwn(family.symbols, sign.base)) return undefined;
  const drawn = <family.Frame>{family.symbols[sign.base]}</family.Frame>;
  if (sign.arrow === undefined) return { width: 100, content: drawn };
  const left = arrowOnLeft(sign.arrow);
  return {
    width: 200,
    content: (
      <>
        <g transform={left ? 'translate(100 0)' : undefined}>{drawn}</g>
        <g transform={left ? undefined : 'translate(100 0)'}>
          <FireArrow direction={sign.arrow} />
        </g>
      </>
    ),
  };
}

/** The drawing of a sign code (`GHS02`, `F001_UP_LEFT`), or undefined when the code has none. */
export function drawnSign(code: string): SignArt | undefined {
  const sign = parseSignCode(code);
  return sign && signArt(sign);
}
