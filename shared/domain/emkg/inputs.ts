/** The inputs every module shares, read once from the activity and its substance. */
import type { DocumentData } from '../../entities/entity';
import { type HazardSource, sourcesOf } from './hazard-sources';
import { quantityGroup } from './quantity';
import { field, formOf, measurement, type Phase, phaseOf, shown } from './read';
import { type ReleaseReading, releaseGroup } from './release';
import type { EmkgField, EmkgStep, EmkgSubstance, PhysicalForm, QuantityGroup } from './types';

export interface QuantityReading {
  readonly group: QuantityGroup | undefined;
  readonly steps: readonly EmkgStep[];
  readonly missing: readonly EmkgField[];
}

export interface RatingInputs {
  readonly activity: DocumentData;
  readonly substance: DocumentData;
  readonly phase: Phase | undefined;
  readonly form: PhysicalForm | undefined;
  /** The field that tells the form, listed while the form is unknown. */
  readonly formMissing: readonly EmkgField[];
  readonly quantity: QuantityReading;
  readonly release: ReleaseReading;
  readonly sources: readonly HazardSource[];
  readonly componentCount: number;
}

const QUANTITY_FIELD: EmkgField = { document: 'ACTIVITY', path: ['exposition', 'substanceQuantity'] };

/** EMKG-QTY-1 for the activity's quantity used. */
function quantityReading(activity: DocumentData): QuantityReading {
  const quantity = measurement(field(activity, QUANTITY_FIELD.path));
  const group = quantity === undefined ? undefined : quantityGroup(quantity);
  if (quantity === undefined || group === undefined) return { group: undefined, steps: [], missing: [QUANTITY_FIELD] };
  return {
    group,
    steps: [{ rule: 'EMKG-QTY-1', input: shown(quantity), result: group, field: QUANTITY_FIELD }],
    missing: [],
  };
}

export function ratingInputs(
  activity: DocumentData,
  substance: DocumentData,
  components: readonly EmkgSubstance[],
): RatingInputs {
  const phase = phaseOf(substance);
  const form = formOf(phase);
  return {
    activity,
    substance,
    phase,
    form,
    formMissing: form === undefined ? [{ document: 'SUBSTANCE', path: ['phase'] }] : [],
    quantity: quantityReading(activity),
    release: releaseGroup(activity, substance, phase),
    sources: sourcesOf(substance, components),
    componentCount: components.length,
  };
}
