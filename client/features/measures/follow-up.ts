import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentData } from '../../../shared/entities/entity';
import type { MeasureSearch } from './new-measure';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The search that opens a follow-up of a measure found not effective (MEA-7): the same origin,
 * type and responsible, a title naming the first measure, and the link back to it.
 */
export function followUpSearch(doc: { readonly id: string; readonly data: DocumentData }, i18n: I18n): MeasureSearch {
  const title = text(doc.data.name) ?? '';
  const origin = text(doc.data.origin);
  const measureType = text(doc.data.measureType);
  const responsible = text(doc.data.responsible);
  return {
    ...(origin ? { origin } : {}),
    followUpOf: doc.id,
    ...(measureType ? { measureType } : {}),
    ...(responsible ? { responsible } : {}),
    name: i18n._(msg`Follow-up: ${title}`),
  };
}
