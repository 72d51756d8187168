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

/** One section of the generic form: its key, its title (none for the fields no section names) and its inputs. */
export interface FormSection {
  readonly key: string;
  readonly title: Label | undefined;
  /** The top-level fields the entity places here, also those the form does not edit (derived, hidden, left to a panel). */
  readonly fields: readonly string[];
  readonly inputs: readonly FormField[];
}

/** The key of the section that holds the fields no declared section names. */
export const OTHER_FIELDS_SECTION = 'other';

/**
 * The generic form in the entity's sections (`sections` of its definition), each with the inputs
 * of its fields in the section's order; the fields of no section follow in one more section
 * without a title. An entity without sections gets that one section alone.
 */
export function formSections(entity: EntityDefinition, hidden: ReadonlySet<string> = new Set()): FormSection[] {
  const inputs = new Map(formFields(entity, hidden).map((input) => [input.path, input]));
  const declared = entity.sections ?? [];
  const placed = new Set(declared.flatMap((section) => section.fields));
  const rest = Object.keys(entity.fields).filter((name) => !placed.has(name));
  const sections: FormSection[] = declared.map((section) => ({
    key: section.key,
    title: section.title,
    fields: section.fields,
    inputs: section.fields.flatMap((name) => inputs.get(name) ?? []),
  }));
  if (rest.length > 0 || declared.length === 0) {
    sections.push({
      key: OTHER_FIELDS_SECTION,
      title: undefined,
      fields: rest,
      inputs: rest.flatMap((name) => inputs.get(name) ?? []),
    });
  }
  return sections;
}
