import type { DocumentData, EntityDefinition } from './entity';
import type { FieldMap } from './fields';

/** One reference a document's data makes: the field's path (`composition.component`) and the id it names. */
export interface Reference {
  readonly field: string;
  readonly to: string;
}

/** A field that may hold references: a reference itself, or a group or list whose fields do. */
type Step =
  | { readonly name: string; readonly kind: 'reference' }
  | { readonly name: string; readonly kind: 'group' | 'keyedList'; readonly fields: FieldMap };

const plans = new WeakMap<FieldMap, readonly Step[]>();

/**
 * The fields of a field map that may hold references, in their order, worked out once per map:
 * a document's references are read at every pulled document, and most of its fields hold none.
 */
function stepsOf(fields: FieldMap): readonly Step[] {
  let steps = plans.get(fields);
  if (steps === undefined) {
    steps = Object.entries(fields).flatMap(([name, field]): Step[] => {
      if (field.kind === 'reference') return [{ name, kind: 'reference' }];
      if ((field.kind === 'group' || field.kind === 'keyedList') && stepsOf(field.fields).length > 0) {
        return [{ name, kind: field.kind, fields: field.fields }];
      }
      return [];
    });
    plans.set(fields, steps);
  }
  return steps;
}

function collectReferences(fields: FieldMap, data: DocumentData, prefix: string, into: Reference[]): void {
  for (const step of stepsOf(fields)) {
    const value = data[step.name];
    const path = `${prefix}${step.name}`;
    if (step.kind === 'reference') {
      if (typeof value === 'string') into.push({ field: path, to: value });
      else if (Array.isArray(value)) {
        for (const to of value) if (typeof to === 'string') into.push({ field: path, to });
      }
    } else if (step.kind === 'keyedList') {
      if (Array.isArray(value)) {
        for (const item of value) {
          if (item && typeof item === 'object') collectReferences(step.fields, item as DocumentData, `${path}.`, into);
        }
      }
    } else if (value && typeof value === 'object') {
      collectReferences(step.fields, value as DocumentData, `${path}.`, into);
    }
  }
}

/**
 * The references a document's data make through its entity's reference fields, also inside
 * groups and list rows, each pair of path and id once: what a device's replica indexes as a
 * document's `refs` and the server's `document_refs` holds (docs/decisions/0065-references-index.md).
 */
export function referencesOf(entity: EntityDefinition, data: DocumentData): Reference[] {
  const seen = new Set<string>();
  const found: Reference[] = [];
  collectReferences(entity.fields, data, '', found);
  return found.filter((reference) => {
    const key = `${reference.field}\u0000${reference.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The ids a document's data name through its entity's reference fields, each once. */
export function referencedIds(entity: EntityDefinition, data: DocumentData): string[] {
  return [...new Set(referencesOf(entity, data).map((reference) => reference.to))];
}
