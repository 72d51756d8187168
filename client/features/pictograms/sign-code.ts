import { ARROW_DIRECTIONS, type ArrowDirection, type SignCatalog } from '../../../shared/enums/catalogs';

export interface SignCode {
  readonly catalog: SignCatalog;
  /** The sign without its arrow: `F001` of `F001_UP_LEFT`. */
  readonly base: string;
  readonly arrow?: ArrowDirection;
}

const PATTERN = /^(GHS\d{2}|[MPWEF]\d{3})(?:_([A-Z_]+))?$/;

function isArrow(text: string): text is ArrowDirection {
  return (ARROW_DIRECTIONS as readonly string[]).includes(text);
}

/** Splits a sign code into catalogue, base sign and arrow; undefined for anything else (H/P statements). */
export function parseSignCode(code: string): SignCode | undefined {
  const match = PATTERN.exec(code);
  const base = match?.[1];
  if (base === undefined) return undefined;
  const catalog = (base.startsWith('GHS') ? 'GHS' : base[0]) as SignCatalog;
  const arrow = match?.[2];
  if (arrow === undefined) return { catalog, base };
  return catalog === 'F' && isArrow(arrow) ? { catalog, base, arrow } : undefined;
}
