/** ADR road transport enumerations (domain.md §3 Transport document and transport draft). */
import type { Unit } from './catalogs';

/** ADR classes (ADR 2.1.1.1), used for a cargo's hazard class and transport hazard class. */
export const ADR_CLASSES = ['1', '2', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const;
export type AdrClass = (typeof ADR_CLASSES)[number];

export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/** Danger label models of ADR 5.2.2.2.2 (Gefahrzettelmuster). */
export const ADR_DANGER_LABELS = [
  '1',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7A',
  '7B',
  '7C',
  '7E',
  '8',
  '9',
  '9A',
] as const;
export type AdrDangerLabel = (typeof ADR_DANGER_LABELS)[number];

/** Tunnel restriction codes of ADR 8.6.4; `-` when no restriction applies. */
export const TUNNEL_RESTRICTION_CODES = [
  'B',
  'B1000C',
  'B/D',
  'B/E',
  'C',
  'C5000D',
  'C/D',
  'C/E',
  'D',
  'D/E',
  'E',
  '-',
] as const;
export type TunnelRestrictionCode = (typeof TUNNEL_RESTRICTION_CODES)[number];

/** Transport categories of ADR 1.1.3.6 (0 to 4); they weight the transport points. */
export const TRANSPORT_CATEGORY_MIN = 0;
export const TRANSPORT_CATEGORY_MAX = 4;

/** The units a cargo quantity is given in (a subset of UNITS: masses and volumes). */
export const CARGO_QUANTITY_UNITS = ['KG', 'G', 'T', 'L', 'ML', 'M3'] as const satisfies readonly Unit[];
export type CargoQuantityUnit = (typeof CARGO_QUANTITY_UNITS)[number];
