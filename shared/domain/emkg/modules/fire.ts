/**
 * The fire and explosion module (docs/domain/emkg.md EMKG-FIR-1 … EMKG-FIR-3). Source: BAuA EMKG,
 * 7th edition 2025, module "Brand & Explosion": hazard group pc-A … pc-E, quantity and release
 * group; the asterisk "Bei Feststoffen reichen Brandschutzmaßnahmen aus".
 */
import { fireStatementGroups } from '../hazard-groups';
import { type GroupReading, statementGroup } from '../hazard-sources';
import type { RatingInputs } from '../inputs';
import { cellFor, FIRE_MATRIX, type FireCell, isSplit, RELEASE_INDEX } from '../matrices';
import { candidates, outcome } from '../module-result';
import {
  EMKG_RELEASE_GROUPS,
  type EmkgReleaseGroup,
  type EmkgStep,
  FIRE_GROUPS,
  type FireGroup,
  type FireRating,
  type MeasureLevel,
  PHYSICAL_FORMS,
  type PhysicalForm,
  QUANTITY_GROUPS,
  type QuantityGroup,
} from '../types';

/** EMKG-FIR-3: a cell with the asterisk is M1 for a solid: its fire protection measures suffice. */
export function fireLevel(cell: FireCell, form: PhysicalForm): MeasureLevel {
  return cell.solidsFireProtection && form === 'SOLID' ? 1 : cell.level;
}

function fireCell(group: FireGroup, quantity: QuantityGroup, release: EmkgReleaseGroup, form: PhysicalForm): FireCell {
  return cellFor(FIRE_MATRIX[group][quantity][RELEASE_INDEX[release]], form);
}

/**
 * The fire group is the substance's own, read from its statements and physical state: the
 * physical hazards of a mixture are those of the mixture as classified, not of its components
 * (our decision, docs/decisions/0033-emkg-inputs.md).
 */
function groupFor(inputs: RatingInputs, form: PhysicalForm): GroupReading<FireGroup> {
  const source = inputs.sources[0] ?? { data: inputs.substance };
  return statementGroup(source, FIRE_GROUPS, 'EMKG-FIR-1', (statements) => fireStatementGroups(statements, form));
}

export function rateFire(inputs: RatingInputs): FireRating {
  const quantity = inputs.quantity.group;
  const release = inputs.release.group;
  const levels: MeasureLevel[] = [];
  for (const form of candidates(inputs.form, PHYSICAL_FORMS)) {
    const group = groupFor(inputs, form).group;
    for (const g of candidates(group, FIRE_GROUPS))
      for (const q of candidates(quantity, QUANTITY_GROUPS))
        for (const r of candidates(release, EMKG_RELEASE_GROUPS)) levels.push(fireLevel(fireCell(g, q, r, form), form));
  }
  const hazard: GroupReading<FireGroup> =
    inputs.form === undefined
      ? { group: undefined, steps: [], missing: groupFor(inputs, 'LIQUID').missing }
      : groupFor(inputs, inputs.form);
  const steps: EmkgStep[] = [...hazard.steps, ...inputs.quantity.steps, ...inputs.release.steps];
  let final: EmkgStep | undefined;
  let suffices = false;
  if (hazard.group !== undefined && quantity !== undefined && release !== undefined && inputs.form !== undefined) {
    const raw = FIRE_MATRIX[hazard.group][quantity][RELEASE_INDEX[release]];
    const cell = cellFor(raw, inputs.form);
    const input = [hazard.group, quantity, release, ...(isSplit(raw) ? [inputs.form] : [])].join(' × ');
    final = { rule: 'EMKG-FIR-2', input, result: `M${cell.level}` };
    suffices = cell.solidsFireProtection;
    if (suffices && inputs.form === 'SOLID') {
      steps.push(final);
      final = { rule: 'EMKG-FIR-3', input: 'SOLID', result: 'M1' };
    }
  }
  const result = outcome(
    'fire',
    levels,
    steps,
    [...hazard.missing, ...inputs.quantity.missing, ...inputs.release.missing, ...inputs.formMissing],
    final,
  );
  return {
    ...result,
    hazardGroup: hazard.group ?? null,
    quantityGroup: quantity ?? null,
    releaseGroup: release ?? null,
    fireProtectionSufficesForSolids: suffices,
  };
}
