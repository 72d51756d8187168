import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Topic } from '../../../shared/enums/catalogs';

/** The topics of a finding (domain.md §3 shared enumerations) as people read them. */
export const TOPIC_LABELS: Readonly<Record<Topic, MessageDescriptor>> = {
  OCCUPATIONAL_SAFETY: msg`Occupational safety`,
  ENVIRONMENTAL_MANAGEMENT: msg`Environmental management`,
  ENERGY: msg`Energy`,
  FIRE_PROTECTION: msg`Fire protection`,
  HYGIENE: msg`Hygiene`,
  INFORMATION_SECURITY: msg`Information security`,
  DATA_PROTECTION: msg`Data protection`,
  PLANT_SAFETY: msg`Plant safety`,
};

export function isTopic(value: unknown): value is Topic {
  return typeof value === 'string' && Object.hasOwn(TOPIC_LABELS, value);
}
