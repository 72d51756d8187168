import type { BooleanField } from '../../../../shared/entities/fields';
import { errorProps, type InputProps } from './types';

/** A yes/no value as a checkbox; the row's label names it. */
export function BooleanInput({ id, value, onChange, errorId }: InputProps<BooleanField>) {
  return (
    <input
      id={id}
      type="checkbox"
      className="form-checkbox"
      checked={value === true}
      {...errorProps(errorId)}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
