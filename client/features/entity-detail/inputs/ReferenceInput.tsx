import { useLingui } from '@lingui/react/macro';
import type { ReferenceField } from '../../../../shared/entities/fields';
import { entityFor } from '../../../../shared/entities/registry';
import { type ReferenceOption, useFormContext } from '../form-context';
import { CheckboxGroup } from './CheckboxGroup';
import { ReferencePicker } from './ReferencePicker';
import { asString, asStrings, type InputProps } from './types';

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
  const options = groups.flatMap((group) =>
    group.options.map((option) => ({ id: option.id, label: option.title, ...(several ? { group: group.label } : {}) })),
  );
  return (
    <ReferencePicker
      id={id}
      options={options}
      value={asString(value)}
      unknownLabel={t`Not available on this device`}
      onChange={onChange}
      required={required}
      errorId={errorId}
    />
  );
}
