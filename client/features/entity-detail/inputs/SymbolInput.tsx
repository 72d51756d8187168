import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SymbolField } from '../../../../shared/entities/fields';
import { isSignField, Pictograms } from '../../pictograms';
import { asString, asStrings, errorProps, type InputProps } from './types';

function parse(text: string): string[] {
  return text
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** Codes of a sign or phrase catalogue, typed as text (comma-separated when several); signs drawn below. */
export function SymbolInput({ id, field, value, onChange, required, errorId }: InputProps<SymbolField>) {
  const { t } = useLingui();
  const initial = field.multiple ? asStrings(value).join(', ') : asString(value);
  const [text, setText] = useState(initial);
  const codes = field.multiple ? asStrings(value) : asString(value) === '' ? [] : [asString(value)];
  const input = (
    <input
      id={id}
      type="text"
      className="form-control"
      value={text}
      required={required}
      placeholder={field.multiple ? t`Codes, separated by commas` : t`Code`}
      {...errorProps(errorId)}
      onChange={(event) => {
        setText(event.target.value);
        onChange(field.multiple ? parse(event.target.value) : event.target.value.trim());
      }}
    />
  );
  if (!isSignField(field) || codes.length === 0) return input;
  return (
    <>
      {input}
      <span className="form-pictograms">
        <Pictograms codes={codes} size={48} />
      </span>
    </>
  );
}
