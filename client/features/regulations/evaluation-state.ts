import type { DocumentData } from '../../../shared/entities/entity';

/** The choices of the evaluation panel: applicability and fulfilment in one (RGL-10, RGL-12). */
export const EVALUATION_CHOICES = ['FULFILLED', 'NOT_FULFILLED', 'OPEN', 'DOES_NOT_APPLY'] as const;
export type EvaluationChoice = (typeof EVALUATION_CHOICES)[number];

/** The choice a stored evaluation holds; undefined when it holds none. */
export function choiceOf(data: DocumentData | undefined): EvaluationChoice | undefined {
  if (!data) return undefined;
  if (data.applicability === 'DOES_NOT_APPLY') return 'DOES_NOT_APPLY';
  const fulfilment = data.fulfilment;
  return fulfilment === 'FULFILLED' || fulfilment === 'NOT_FULFILLED' || fulfilment === 'OPEN' ? fulfilment : undefined;
}

/** The evaluation's fields for a choice. */
export function fieldsOf(choice: EvaluationChoice): DocumentData {
  return choice === 'DOES_NOT_APPLY'
    ? { applicability: 'DOES_NOT_APPLY', fulfilment: undefined }
    : { applicability: 'APPLIES', fulfilment: choice };
}

/** The obligations of a regulation a customer evaluates: each required action, or the whole (an individual regulation). */
export function obligationsOf(
  type: string,
  data: DocumentData,
): readonly { readonly action: string; readonly text: string }[] {
  if (type === 'INDIVIDUAL_REGULATION') return [{ action: '', text: '' }];
  const actions = Array.isArray(data.requiredActions) ? (data.requiredActions as DocumentData[]) : [];
  return actions.flatMap((action) =>
    typeof action.id === 'string'
      ? [{ action: action.id, text: typeof action.content === 'string' ? plainText(action.content) : '' }]
      : [],
  );
}

/** Rich text as the plain text it reads (tags dropped), for a one-line label. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
