import type { RichTextField } from '../../../../shared/entities/fields';
import { asString, errorProps, type InputProps } from './types';

/** A longer text, edited and shown as plain text (no HTML is rendered). */
export function RichTextInput({ id, value, onChange, required, errorId }: InputProps<RichTextField>) {
  return (
    <textarea
      id={id}
      className="form-control"
      rows={6}
      value={asString(value)}
      required={required}
      {...errorProps(errorId)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
