import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RiskBand } from '../../../shared/domain/risk-assessments';
import type { ConsequenceRating } from '../../../shared/enums/assessment';

/** The word of each band, shown on every cell beside its colour (decision 0036). */
export const BAND_TEXTS: Readonly<Record<RiskBand, MessageDescriptor>> = {
  LOW: msg`Low`,
  MEDIUM: msg`Medium`,
  HIGH: msg`High`,
  VERY_HIGH: msg`Very high`,
};

/** What each consequence rating means (decision 0036). */
export const CONSEQUENCE_TEXTS: Readonly<Record<ConsequenceRating, MessageDescriptor>> = {
  A: msg`Slight: first aid, no lost time`,
  B: msg`Moderate: lost time, full recovery`,
  C: msg`Serious: lasting harm possible`,
  D: msg`Severe: permanent harm`,
  E: msg`Fatal or disaster`,
};

/** What each probability rating means (decision 0036). */
export const PROBABILITY_TEXTS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Practically impossible`,
  2: msg`Unlikely`,
  3: msg`Possible`,
  4: msg`Likely`,
  5: msg`Frequent`,
};
