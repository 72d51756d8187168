import type { EntityDefinition } from '../entity';
import type { Field, FieldMap, Label } from '../fields';

/** One input of the generic form; nested records and list items carry their own inputs. */
export interface FormField {
  /** Dotted path in the document data (`exposition.duration`); list items are edited per item. */
  readonly path: string;
  readonly label: Label;
  readonly field: Field;
  readonly required: boolean;
  readonly children: readonly FormField[];
}

function formFieldsOf(fields: FieldMap, prefix: string): FormField[] {
  return Object.entries(fields)
    .filter(([, field]) => !field.derived)
    .map(([name, field]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      const nested = field.kind === 'group' || field.kind === 'keyedList' ? field.fields : undefined;
      return {
        path,
        label: field.label,
        field,
        required: field.required === true,
        children: nested ? formFieldsOf(nested, field.kind === 'group' ? path : '') : [],
      };
    });
}

/** The generic form of an entity, in declaration order; fields hidden per tenant are left out. */
export function formFields(entity: EntityDefinition, hidden: ReadonlySet<string> = new Set()): FormField[] {
  return formFieldsOf(entity.fields, '').filter((input) => !hidden.has(input.path));
}
