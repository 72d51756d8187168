import { FIRE_PROTECTION_SIGNS, GHS_SYMBOLS, type SignCatalog } from './catalogs';

/** ISO 7010 mandatory signs used for personal protective equipment and hygiene. */
export const MANDATORY_SIGNS = [
  'M001',
  'M002',
  'M003',
  'M004',
  'M008',
  'M009',
  'M010',
  'M011',
  'M013',
  'M014',
  'M016',
  'M017',
] as const;

/** ISO 7010 prohibition signs. */
export const PROHIBITION_SIGNS = ['P001', 'P002', 'P003', 'P010', 'P011', 'P015', 'P022'] as const;

/** ISO 7010 warning signs. */
export const WARNING_SIGNS = ['W001', 'W012', 'W014', 'W019', 'W021', 'W023'] as const;

/** ISO 7010 rescue (safe condition) signs. */
export const RESCUE_SIGNS = ['E001', 'E002', 'E003', 'E004', 'E011', 'E012'] as const;

/** Every code of each safety-sign catalogue, as the symbol fields of that catalogue take them. */
export const SIGN_CODES: Readonly<Record<SignCatalog, readonly string[]>> = {
  GHS: GHS_SYMBOLS,
  M: MANDATORY_SIGNS,
  P: PROHIBITION_SIGNS,
  W: WARNING_SIGNS,
  E: RESCUE_SIGNS,
  F: FIRE_PROTECTION_SIGNS,
};
