import type { StatementKind } from '../../../shared/catalogs/statement-catalog';
import type { SymbolField } from '../../../shared/entities/fields';

/** The symbol catalogues that hold CLP statements: hazard (H and EUH) and precautionary (P). */
export type StatementField = 'H_STATEMENT' | 'P_STATEMENT';

/** The statement kinds a field takes, in the order of the regulation (Annex III, Annex IV). */
export const FIELD_KINDS: Readonly<Record<StatementField, readonly StatementKind[]>> = {
  H_STATEMENT: ['H', 'H_COMBINED', 'EUH'],
  P_STATEMENT: ['P', 'P_COMBINED'],
};

/** The statement catalogue of a symbol field, or undefined for a field of signs. */
export function statementFieldOf(field: SymbolField): StatementField | undefined {
  return field.catalog === 'H_STATEMENT' || field.catalog === 'P_STATEMENT' ? field.catalog : undefined;
}
