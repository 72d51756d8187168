import type { DateField } from '../../../../shared/entities/fields';
import { fromLocalDateTime, toLocalDateTime } from '../form-values';
import { asString, errorProps, type InputProps } from './types';

/** An ISO date (`YYYY-MM-DD`) or, with `time`, an ISO date-time stored in UTC. */
export function DateInput({ id, field, value, onChange, required, errorId }: InputProps<DateField>) {
  const text = asString(value);
  if (field.time) {
    return (
      <input
        id={id}
        type="datetime-local"
        className="form-control form-control-short"
        value={text ? toLocalDateTime(text) : ''}
        required={required}
        {...errorProps(errorId)}
        onChange={(event) => onChange(fromLocalDateTime(event.target.value))}
      />
    );
  }
  return (
    <input
      id={id}
      type="date"
      className="form-control form-control-short"
      value={text.slice(0, 10)}
      required={required}
      {...errorProps(errorId)}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
