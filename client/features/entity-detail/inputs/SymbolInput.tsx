import { useLingui } from '@lingui/react/macro';
import type { SymbolField } from '../../../../shared/entities/fields';
import { isSignField, PictogramPicker } from '../../pictograms';
import { StatementPicker, statementFieldOf } from '../../statements';
import { asString, asStrings, type InputProps } from './types';

/**
 * Codes of a sign or statement catalogue, never typed as free text: statements are found by code
 * or words and listed with their official texts, signs are chosen from their drawings. Both keep
 * the order the user gives (a safety data sheet's order).
 */
export function SymbolInput({ id, field, value, onChange, required, errorId }: InputProps<SymbolField>) {
  const { i18n } = useLingui();
  const codes = field.multiple ? asStrings(value) : asString(value) === '' ? [] : [asString(value)];
  const label = i18n._(field.label);
  // A single code field takes the last code chosen.
  const change = (next: readonly string[]) =>
    onChange(field.multiple ? (next.length === 0 ? undefined : next) : next.at(-1));
  const statements = statementFieldOf(field);
  if (statements !== undefined) {
    return (
      <StatementPicker
        id={id}
        field={statements}
        label={label}
        codes={codes}
        onChange={change}
        required={required}
        errorId={errorId}
      />
    );
  }
  if (!isSignField(field)) return null;
  return (
    <PictogramPicker id={id} catalog={field.catalog} label={label} codes={codes} onChange={change} errorId={errorId} />
  );
}
