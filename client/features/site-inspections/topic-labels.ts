import { TOPIC_LABELS, type Topic } from '../../../shared/enums/catalogs';

export function isTopic(value: unknown): value is Topic {
  return typeof value === 'string' && Object.hasOwn(TOPIC_LABELS, value);
}
