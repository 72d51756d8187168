import type { NumberField } from '../../../../shared/entities/fields';
import { errorProps, type InputProps } from './types';

/** A number with the registry's bounds; an empty input clears the value. */
export function NumberInput({ id, field, value, onChange, required, errorId }: InputProps<NumberField>) {
  return (
    <input
      id={id}
      type="number"
      inputMode={field.integer ? 'numeric' : 'decimal'}
      className="form-control form-control-short"
      value={typeof value === 'number' ? value : ''}
      step={field.integer ? 1 : 'any'}
      {...(field.min === undefined ? {} : { min: field.min })}
      {...(field.max === undefined ? {} : { max: field.max })}
      required={required}
      {...errorProps(errorId)}
      onChange={(event) => {
        const number = event.target.valueAsNumber;
        onChange(event.target.value === '' || Number.isNaN(number) ? undefined : number);
      }}
    />
  );
}
