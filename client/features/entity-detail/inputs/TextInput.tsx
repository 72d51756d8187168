import type { TextField } from '../../../../shared/entities/fields';
import { asString, errorProps, type InputProps } from './types';

const INPUT_TYPES = { email: 'email', phone: 'tel', url: 'url' } as const;

/** A single-line (or, with `multiline`, a multi-line) text. */
export function TextInput({ id, field, value, onChange, required, errorId }: InputProps<TextField>) {
  const common = {
    id,
    className: 'form-control',
    value: asString(value),
    required,
    ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
    ...errorProps(errorId),
  };
  if (field.multiline) {
    return <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />;
  }
  const type = field.format ? INPUT_TYPES[field.format] : 'text';
  return (
    <input
      {...common}
      type={type}
      {...(field.format === 'email' ? { autoComplete: 'email' } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
