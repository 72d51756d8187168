import type { DocumentData } from '../../entities/entity';

function hasItems(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

/**
 * SUB-1: a substance is hazardous when its data carry a classification: at least one GHS
 * pictogram (`ghsSymbols`) or one hazard statement, H or EUH (`hazardStatements`).
 * Source: GefStoffV § 2 (1) no. 1 and § 3 (a substance meeting the classification criteria of
 * CLP Annex I); reading the classification from the stored codes is our decision, and the further
 * hazardous substances of GefStoffV § 2 (1) are not counted yet (docs/domain/substances.md).
 */
export function isHazardousSubstance(substance: DocumentData): boolean {
  return hasItems(substance.ghsSymbols) || hasItems(substance.hazardStatements);
}
