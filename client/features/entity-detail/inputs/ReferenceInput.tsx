import { useLingui } from '@lingui/react/macro';
import type { ReferenceField } from '../../../../shared/entities/fields';
import { entityFor } from '../../../../shared/entities/registry';
import { type ReferenceOption, useFormContext } from '../form-context';
import { CheckboxGroup } from './CheckboxGroup';
import { asString, asStrings, errorProps, type InputProps } from './types';

/** Points to documents of the allowed types on this device, shown by their titles. */
export function ReferenceInput({ id, field, value, onChange, required, errorId }: InputProps<ReferenceField>) {
  const { t, i18n } = useLingui();
  const { references } = useFormContext();
  const groups = field.to.map((type) => {
    const entity = entityFor(type);
    return { type, label: entity ? i18n._(entity.pluralLabel) : type, options: references.get(type) ?? [] };
  });
  const several = groups.length > 1;
  const optionLabel = (option: ReferenceOption, group: string) =>
    several ? `${option.title} (${group})` : option.title;
  if (field.multiple) {
    const options = groups.flatMap((group) =>
      group.options.map((option) => ({ value: option.id, label: optionLabel(option, group.label) })),
    );
    return <CheckboxGroup id={id} options={options} selected={asStrings(value)} onChange={onChange} />;
  }
  const current = asString(value);
  const known = groups.some((group) => group.options.some((option) => option.id === current));
  return (
    <select
      id={id}
      className="form-control"
      value={current}
      required={required}
      {...errorProps(errorId)}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{t`– choose –`}</option>
      {current && !known && <option value={current}>{t`Not available on this device`}</option>}
      {several
        ? groups.map((group) => (
            <optgroup key={group.type} label={group.label}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </optgroup>
          ))
        : groups[0]?.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
    </select>
  );
}
