import { useLingui } from '@lingui/react/macro';
import type { EnumField } from '../../../../shared/entities/fields';
import { enumText } from '../../enums';
import { CheckboxGroup } from './CheckboxGroup';
import { asString, asStrings, errorProps, type InputProps } from './types';

/** One value of an enumeration as a select; a set of values as checkboxes. */
export function EnumInput({ id, field, value, onChange, required, errorId }: InputProps<EnumField>) {
  const { t, i18n } = useLingui();
  const label = (code: string) => enumText(i18n, field.values, code);
  const options = field.values.map((code) => ({ value: code, label: label(code) }));
  if (field.multiple) {
    return <CheckboxGroup id={id} options={options} selected={asStrings(value)} onChange={onChange} />;
  }
  return (
    <select
      id={id}
      className="form-control"
      value={asString(value)}
      required={required}
      {...errorProps(errorId)}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{t`– choose –`}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
