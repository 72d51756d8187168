/**
 * The eyes module (docs/domain/emkg.md EMKG-EYE-1, EMKG-EYE-2). Source: BAuA EMKG, 7th edition
 * 2025, module "Augen": hazard group, quantity and release group; M1 minimum standards, or M2
 * extended measures with safety spectacles (B, Bügelbrille) or goggles (K, Korbbrille).
 */
import { eyeStatementGroups } from '../hazard-groups';
import { mixtureGroup, statementGroup } from '../hazard-sources';
import type { RatingInputs } from '../inputs';
import { cellFor, EYE_MATRIX, type EyeCell, isSplit, RELEASE_INDEX } from '../matrices';
import { candidates, outcome } from '../module-result';
import {
  EMKG_RELEASE_GROUPS,
  EYE_GROUPS,
  type EyeGroup,
  type EyeProtection,
  type EyesRating,
  type MeasureLevel,
  PHYSICAL_FORMS,
  QUANTITY_GROUPS,
} from '../types';

const PROTECTION: Readonly<Record<EyeCell, EyeProtection | null>> = { M1: null, B: 'SAFETY_SPECTACLES', K: 'GOGGLES' };

export function eyeLevel(cell: EyeCell): MeasureLevel {
  return cell === 'M1' ? 1 : 2;
}

export function rateEyes(inputs: RatingInputs): EyesRating {
  const hazard = mixtureGroup(
    EYE_GROUPS,
    inputs.sources.map((source) => statementGroup(source, EYE_GROUPS, 'EMKG-EYE-1', eyeStatementGroups)),
    inputs.componentCount,
  );
  const quantity = inputs.quantity.group;
  const release = inputs.release.group;
  const cells: EyeCell[] = [];
  for (const group of candidates(hazard.group, EYE_GROUPS))
    for (const q of candidates(quantity, QUANTITY_GROUPS))
      for (const r of candidates(release, EMKG_RELEASE_GROUPS))
        for (const form of candidates(inputs.form, PHYSICAL_FORMS))
          cells.push(cellFor(EYE_MATRIX[group][q][RELEASE_INDEX[r]], form));
  const known = hazard.group !== undefined && quantity !== undefined && release !== undefined;
  const cell = known ? EYE_MATRIX[hazard.group as EyeGroup][quantity][RELEASE_INDEX[release]] : undefined;
  const split = cell !== undefined && isSplit(cell);
  const chosen =
    cell !== undefined && (!split || inputs.form !== undefined) ? cellFor(cell, inputs.form ?? 'LIQUID') : undefined;
  const final =
    chosen !== undefined
      ? {
          rule: 'EMKG-EYE-2' as const,
          input: [hazard.group, quantity, release, ...(split ? [inputs.form] : [])].join(' × '),
          result: chosen === 'M1' ? 'M1' : `M2 ${chosen}`,
        }
      : undefined;
  const result = outcome(
    'eyes',
    cells.map(eyeLevel),
    [...hazard.steps, ...inputs.quantity.steps, ...inputs.release.steps],
    [...hazard.missing, ...inputs.quantity.missing, ...inputs.release.missing, ...inputs.formMissing],
    final,
  );
  const protections = [...new Set(cells.map((item) => PROTECTION[item]))];
  return {
    ...result,
    hazardGroup: hazard.group ?? null,
    quantityGroup: quantity ?? null,
    releaseGroup: release ?? null,
    eyeProtection: result.minimumStandardsOnly || protections.length !== 1 ? null : (protections[0] ?? null),
  };
}
