import type { DocumentData } from '../../../shared/entities/entity';
import type { MeasureSearch } from '../measures';
import { plainParagraphs } from '../pdf';

/** One deficiency a measure can be started from: the inspection's, or a repair's of a maintenance. */
export interface Deficiency {
  /** Stable per document: `inspection`, or the repair's id. */
  readonly key: string;
  /** The repair's name; empty for an inspection's deficiencies. */
  readonly repair: string;
  /** Plain text, paragraphs on their own lines. */
  readonly text: string;
  /** Opens `/measures/new` with the document as origin and the text as description (FAC-1). */
  readonly search: MeasureSearch;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function records(value: unknown): DocumentData[] {
  return Array.isArray(value)
    ? value.filter((item): item is DocumentData => typeof item === 'object' && item !== null)
    : [];
}

function searchFor(originId: string, description: string, responsible: unknown, name?: string): MeasureSearch {
  return {
    origin: originId,
    ...(description ? { description } : {}),
    ...(name ? { name } : {}),
    ...(typeof responsible === 'string' && responsible !== '' ? { responsible } : {}),
  };
}

/**
 * The deficiencies of an inspection or maintenance a measure can start from (docs/domain/
 * facilities.md FAC-1, FAC-2): an inspection's described deficiencies when it found some, and
 * each repair of a maintenance that names deficiencies; each starts a measure with the document
 * as its origin, the deficiency as description and the document's responsible.
 */
export function deficienciesOf(type: string, id: string, data: DocumentData): Deficiency[] {
  const { responsible } = data;
  if (type === 'INSPECTION') {
    if (data.deficienciesExist !== true) return [];
    const described = plainParagraphs(text(data.deficienciesDescription));
    return [{ key: 'inspection', repair: '', text: described, search: searchFor(id, described, responsible) }];
  }
  if (type !== 'MAINTENANCE') return [];
  return records(data.repairs).flatMap((repair, index) => {
    const described = plainParagraphs(text(repair.deficiencies));
    if (described === '') return [];
    const name = text(repair.name).trim();
    const description = name ? `${name}\n${described}` : described;
    return [
      {
        key: text(repair.id) || `repair-${index}`,
        repair: name,
        text: described,
        search: searchFor(id, description, responsible),
      },
    ];
  });
}
