import type { ReactNode } from 'react';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { GHS_SYMBOLS, GhsFrame } from './ghs';
import type { SignCode } from './sign-code';

interface Family {
  readonly Frame: (props: { children: ReactNode }) => ReactNode;
  readonly symbols: Readonly<Record<string, ReactNode>>;
}

const FAMILIES: Partial<Record<SignCatalog, Family>> = {
  GHS: { Frame: GhsFrame, symbols: GHS_SYMBOLS },
};

export interface SignArt {
  /** Width on the 100-high grid: 100 for a sign, 200 with an arrow beside it. */
  readonly width: number;
  readonly content: ReactNode;
}

/** The drawing of a sign, or undefined when the code has none. */
export function signArt(sign: SignCode): SignArt | undefined {
  const family = FAMILIES[sign.catalog];
  const symbol = family?.symbols[sign.base];
  if (family === undefined || symbol === undefined) return undefined;
  return { width: 100, content: <family.Frame>{symbol}</family.Frame> };
}
