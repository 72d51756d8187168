import type { Label } from '../entities/fields';
import { INSTRUCTION_KEY_LABELS, STRESS_FACTOR_LABELS } from './assessment';
import { TOPIC_LABELS } from './catalogs';
import { INJURED_BODY_PART_LABELS, INJURY_TYPE_LABELS } from './incident';
import {
  ACCESS_ACTION_LABELS,
  ACCESS_RESOURCE_LABELS,
  CONDITION_TYPE_LABELS,
  GENDER_LABELS,
  MAINTENANCE_TYPE_LABELS,
  MEASURE_TYPE_LABELS,
  NOTIFICATION_ACTION_LABELS,
  ORGANIZATION_SCOPE_LABELS,
  WORK_EQUIPMENT_TYPE_LABELS,
} from './organisation';
import {
  APPLICATION_FORM_LABELS,
  CONTACT_FREQUENCY_LABELS,
  EFFECT_AREA_LABELS,
  FREE_VENTILATION_TYPE_LABELS,
  PROTECTIVE_GEAR_LABELS,
  RELEASE_GROUP_LABELS,
  SPATIAL_CONDITION_LABELS,
  TECHNICAL_VENTILATION_TYPE_LABELS,
  WET_WORK_LABELS,
} from './substances';

type LabelRecord = Readonly<Record<string, Label>>;

/** The enumerations of shared/enums that have translated labels; the others show their codes. */
const LABEL_RECORDS: readonly LabelRecord[] = [
  STRESS_FACTOR_LABELS,
  INSTRUCTION_KEY_LABELS,
  INJURY_TYPE_LABELS,
  INJURED_BODY_PART_LABELS,
  GENDER_LABELS,
  WORK_EQUIPMENT_TYPE_LABELS,
  MAINTENANCE_TYPE_LABELS,
  MEASURE_TYPE_LABELS,
  CONDITION_TYPE_LABELS,
  NOTIFICATION_ACTION_LABELS,
  ACCESS_ACTION_LABELS,
  ORGANIZATION_SCOPE_LABELS,
  ACCESS_RESOURCE_LABELS,
  APPLICATION_FORM_LABELS,
  RELEASE_GROUP_LABELS,
  CONTACT_FREQUENCY_LABELS,
  SPATIAL_CONDITION_LABELS,
  PROTECTIVE_GEAR_LABELS,
  FREE_VENTILATION_TYPE_LABELS,
  TECHNICAL_VENTILATION_TYPE_LABELS,
  EFFECT_AREA_LABELS,
  WET_WORK_LABELS,
  TOPIC_LABELS,
];

const found = new WeakMap<readonly string[], LabelRecord | null>();

/** The label record that names every value of an enum field, if there is one. */
function labelsFor(values: readonly string[]): LabelRecord | null {
  const cached = found.get(values);
  if (cached !== undefined) return cached;
  const record = LABEL_RECORDS.find((labels) => values.every((value) => Object.hasOwn(labels, value))) ?? null;
  found.set(values, record);
  return record;
}

/** A code as people read it: underscores as spaces, case kept (`ANCILLARY_PROVISION` → `ANCILLARY PROVISION`). */
export function readableCode(code: string): string {
  return code.replace(/_+/g, ' ').trim();
}

/** The label of an enum value, or undefined when its enumeration has no labels yet. */
export function enumLabel(values: readonly string[], code: string): Label | undefined {
  const labels = labelsFor(values);
  return labels && Object.hasOwn(labels, code) ? labels[code] : undefined;
}
