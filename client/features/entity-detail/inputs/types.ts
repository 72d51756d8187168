import type { Field } from '../../../../shared/entities/fields';

/** What every input of the generic form receives. */
export interface InputProps<F extends Field = Field> {
  /** The DOM id of the control (the label points to it). */
  readonly id: string;
  readonly field: F;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  readonly required: boolean;
  /** The id of the error text, when the field has issues. */
  readonly errorId: string | undefined;
}

/** `aria-invalid` and `aria-describedby` of a control with issues. */
export function errorProps(errorId: string | undefined) {
  return errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

export function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function asStrings(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
