/**
 * The skin module (docs/domain/emkg.md EMKG-SKN-1 … EMKG-SKN-4). Source: BAuA EMKG, 7th edition
 * 2025, module "Haut": hazard group, contact area ("Wirkfläche": small, splashes; large, e.g. a
 * palm) and duration ("Wirkdauer": short under 15 minutes a day, long over 15 minutes); personal
 * protective equipment is left out of the estimate.
 */
import { skinStatementGroups } from '../hazard-groups';
import { mixtureGroup, statementGroup } from '../hazard-sources';
import type { RatingInputs } from '../inputs';
import { SKIN_MATRIX } from '../matrices';
import { candidates, outcome } from '../module-result';
import { field, measurement, shown } from '../read';
import {
  EFFECT_DURATIONS,
  type EffectDuration,
  type EmkgField,
  type EmkgStep,
  type MeasureLevel,
  SKIN_GROUPS,
  type SkinGroup,
  type SkinRating,
} from '../types';

const AREA_FIELD: EmkgField = { document: 'ACTIVITY', path: ['dermalHazard', 'effectArea'] };
const DURATION_FIELD: EmkgField = { document: 'ACTIVITY', path: ['dermalHazard', 'effectDuration'] };
const AREAS = ['SMALL', 'LARGE'] as const;
const MINUTES: Readonly<Record<string, number>> = { MIN: 1, H: 60 };

/**
 * EMKG-SKN-3: under 15 minutes a day is short; 15 minutes and more is long (the sheet says "unter
 * 15 Minuten" and "über 15 Minuten"; exactly 15 is not "under", so it is long).
 */
export function effectDurationOf(minutes: number): EffectDuration {
  return minutes < 15 ? 'SHORT' : 'LONG';
}

function matrixLevel(group: SkinGroup, area: 'SMALL' | 'LARGE', duration: EffectDuration): MeasureLevel {
  const [smallShort, smallLong, largeShort, largeLong] = SKIN_MATRIX[group];
  if (area === 'SMALL') return duration === 'SHORT' ? smallShort : smallLong;
  return duration === 'SHORT' ? largeShort : largeLong;
}

export function rateSkin(inputs: RatingInputs): SkinRating {
  const hazard = mixtureGroup(
    SKIN_GROUPS,
    inputs.sources.map((source) => statementGroup(source, SKIN_GROUPS, 'EMKG-SKN-1', skinStatementGroups)),
    inputs.componentCount,
  );
  const areaValue = field(inputs.activity, AREA_FIELD.path);
  const area = areaValue === 'SMALL' || areaValue === 'LARGE' ? areaValue : undefined;
  const contact = measurement(field(inputs.activity, DURATION_FIELD.path));
  const factor = contact === undefined ? undefined : MINUTES[contact.unit];
  const duration =
    contact !== undefined && factor !== undefined && contact.value >= 0
      ? effectDurationOf(contact.value * factor)
      : undefined;
  const steps: EmkgStep[] = [...hazard.steps];
  if (area !== undefined) steps.push({ rule: 'EMKG-SKN-2', input: area, result: area, field: AREA_FIELD });
  if (contact !== undefined && duration !== undefined) {
    steps.push({ rule: 'EMKG-SKN-3', input: shown(contact), result: duration, field: DURATION_FIELD });
  }
  const levels: MeasureLevel[] = [];
  for (const group of candidates(hazard.group, SKIN_GROUPS))
    for (const a of candidates(area, AREAS))
      for (const d of candidates(duration, EFFECT_DURATIONS)) levels.push(matrixLevel(group, a, d));
  const final =
    hazard.group !== undefined && area !== undefined && duration !== undefined
      ? {
          rule: 'EMKG-SKN-4' as const,
          input: [hazard.group, area, duration].join(' × '),
          result: `M${matrixLevel(hazard.group, area, duration)}`,
        }
      : undefined;
  const missing = [
    ...hazard.missing,
    ...(area === undefined ? [AREA_FIELD] : []),
    ...(duration === undefined ? [DURATION_FIELD] : []),
  ];
  return {
    ...outcome('skin', levels, steps, missing, final),
    hazardGroup: hazard.group ?? null,
    effectArea: area ?? null,
    effectDuration: duration ?? null,
  };
}
