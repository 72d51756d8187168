import { ARROW_DIRECTION_TEXTS } from '../../../shared/catalogs/safety-sign-texts';
import type { ArrowDirection, SignCatalog } from '../../../shared/enums/catalogs';

export interface SignCode {
  readonly catalog: SignCatalog;
  /** The sign without its arrow: `F001` of `F001_UP_LEFT`. */
  readonly base: string;
  readonly arrow?: ArrowDirection;
}

const PATTERN = /^(GHS|[MPWEF])(\d{2,3})(?:_([A-Z_]+))?$/;

/** The catalogue of a code prefix (`GHS` takes two digits, the ISO 7010 letters three). */
const CATALOGS: Readonly<Record<string, { catalog: SignCatalog; digits: number }>> = {
  GHS: { catalog: 'GHS', digits: 2 },
  M: { catalog: 'M', digits: 3 },
  P: { catalog: 'P', digits: 3 },
  W: { catalog: 'W', digits: 3 },
  E: { catalog: 'E', digits: 3 },
  F: { catalog: 'F', digits: 3 },
};

/** Read from the arrow texts (keyed by every `ArrowDirection`), not from the enum module, which this lazily loaded chunk would otherwise split out of the first load. */
function isArrow(text: string): text is ArrowDirection {
  return Object.hasOwn(ARROW_DIRECTION_TEXTS, text);
}

/** Splits a sign code into catalogue, base sign and arrow; undefined when the text cannot be a sign code. */
export function parseSignCode(code: string): SignCode | undefined {
  const [, prefix = '', digits = '', arrow] = PATTERN.exec(code) ?? [];
  const known = CATALOGS[prefix];
  if (known === undefined || digits.length !== known.digits) return undefined;
  const sign = { catalog: known.catalog, base: `${prefix}${digits}` };
  if (arrow === undefined) return sign;
  return known.catalog === 'F' && isArrow(arrow) ? { ...sign, arrow } : undefined;
}
