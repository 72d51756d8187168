import type { DocumentData } from '../../entities/entity';

/** The change or required action of a regulation a measure came from (RGL-17). */
export type RegulationItem =
  | { readonly kind: 'change'; readonly id: string; readonly changeAt: string; readonly content: string }
  | { readonly kind: 'requiredAction'; readonly id: string; readonly content: string };

const itemsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];

/**
 * The item of its origin regulation a measure names (`originChange` or `originRequiredAction`,
 * RGL-17), as the regulation on this side holds it; undefined when it names none or the item is
 * gone (a withdrawn action, a removed change).
 */
export function regulationItemOf(regulation: DocumentData, measure: DocumentData): RegulationItem | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (typeof measure.originChange === 'string') {
    const change = itemsOf(regulation.changes).find((item) => item.id === measure.originChange);
    return change
      ? { kind: 'change', id: measure.originChange, changeAt: text(change.changeAt), content: text(change.content) }
      : undefined;
  }
  if (typeof measure.originRequiredAction === 'string') {
    const action = itemsOf(regulation.requiredActions).find((item) => item.id === measure.originRequiredAction);
    return action
      ? { kind: 'requiredAction', id: measure.originRequiredAction, content: text(action.content) }
      : undefined;
  }
  return undefined;
}
