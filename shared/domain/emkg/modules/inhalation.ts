/**
 * The inhalation module (docs/domain/emkg.md EMKG-INH-1 … EMKG-INH-4). Source: BAuA EMKG, 7th
 * edition 2025, module "Einatmen": the hazard group from the TRGS 900 limit (AGW) where there is
 * one, else from the H statements; the level from hazard, quantity and release group.
 */
import { inhalationStatementGroups, limitGroup } from '../hazard-groups';
import { fieldOf, type GroupReading, type HazardSource, mixtureGroup, statementGroup, stepOf } from '../hazard-sources';
import type { RatingInputs } from '../inputs';
import { cellFor, INHALATION_MATRIX, isSplit, RELEASE_INDEX } from '../matrices';
import { candidates, outcome } from '../module-result';
import { formOf, measurement, phaseOf } from '../read';
import {
  EMKG_RELEASE_GROUPS,
  INHALATION_GROUPS,
  type InhalationGroup,
  type InhalationRating,
  type MeasureLevel,
  PHYSICAL_FORMS,
  type PhysicalForm,
  QUANTITY_GROUPS,
} from '../types';

const UNIT_SHOWN = { MG_PER_M3: 'mg/m³', ML_PER_M3: 'ml/m³' } as const;

/**
 * EMKG-INH-1: a limit is read in the sheet's table of its unit — ml/m³ (ppm) in the liquids'
 * column, mg/m³ in the solids' column for a solid only (a vapour's limit in mg/m³ has no band on
 * the sheet); a limit that fits no column leaves the group to the H statements (EMKG-INH-3).
 */
function sourceGroup(source: HazardSource, fallbackForm: PhysicalForm | undefined): GroupReading<InhalationGroup> {
  const limit = measurement(source.data.workplaceLimit);
  const byStatements = () => statementGroup(source, INHALATION_GROUPS, 'EMKG-INH-3', inhalationStatementGroups);
  if (limit === undefined || !(limit.unit === 'MG_PER_M3' || limit.unit === 'ML_PER_M3') || limit.value <= 0) {
    return byStatements();
  }
  const field = fieldOf(source, ['workplaceLimit']);
  const input = `${limit.value} ${UNIT_SHOWN[limit.unit]}`;
  const form = formOf(phaseOf(source.data)) ?? fallbackForm;
  if (limit.unit === 'ML_PER_M3' || form === 'SOLID') {
    const group = limitGroup(limit.value, limit.unit);
    return { group, steps: [stepOf(source, { rule: 'EMKG-INH-2', input, result: group, field })], missing: [] };
  }
  const statements = byStatements();
  const skipped = stepOf(source, { rule: 'EMKG-INH-1', input, result: 'H_STATEMENTS', field });
  return { ...statements, steps: [skipped, ...statements.steps] };
}

export function rateInhalation(inputs: RatingInputs): InhalationRating {
  const hazard = mixtureGroup(
    INHALATION_GROUPS,
    inputs.sources.map((source) => sourceGroup(source, inputs.form)),
    inputs.componentCount,
  );
  const quantity = inputs.quantity.group;
  const release = inputs.release.group;
  const levels: MeasureLevel[] = [];
  for (const group of candidates(hazard.group, INHALATION_GROUPS))
    for (const q of candidates(quantity, QUANTITY_GROUPS))
      for (const r of candidates(release, EMKG_RELEASE_GROUPS))
        for (const form of candidates(inputs.form, PHYSICAL_FORMS))
          levels.push(cellFor(INHALATION_MATRIX[group][q][RELEASE_INDEX[r]], form));
  const known = hazard.group !== undefined && quantity !== undefined && release !== undefined;
  const cell = known ? INHALATION_MATRIX[hazard.group as InhalationGroup][quantity][RELEASE_INDEX[release]] : undefined;
  const split = cell !== undefined && isSplit(cell);
  const final =
    cell !== undefined && (!split || inputs.form !== undefined)
      ? {
          rule: 'EMKG-INH-4' as const,
          input: [hazard.group, quantity, release, ...(split ? [inputs.form] : [])].join(' × '),
          result: `M${cellFor(cell, inputs.form ?? 'LIQUID')}`,
        }
      : undefined;
  const result = outcome(
    'inhalation',
    levels,
    [...hazard.steps, ...inputs.quantity.steps, ...inputs.release.steps],
    [...hazard.missing, ...inputs.quantity.missing, ...inputs.release.missing, ...inputs.formMissing],
    final,
  );
  return {
    ...result,
    hazardGroup: hazard.group ?? null,
    quantityGroup: quantity ?? null,
    releaseGroup: release ?? null,
  };
}
