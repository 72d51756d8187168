import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FormField } from '../../../shared/entities/derive/form-fields';
import type { Field } from '../../../shared/entities/fields';
import { inputId, useFormContext } from './form-context';
import { issuesAt } from './form-values';
import { AddressInput } from './inputs/AddressInput';
import { BooleanInput } from './inputs/BooleanInput';
import { DateInput } from './inputs/DateInput';
import { EnumInput } from './inputs/EnumInput';
import { FileInput } from './inputs/FileInput';
import { GroupInput } from './inputs/GroupInput';
import { KeyedListInput } from './inputs/KeyedListInput';
import { MeasurementInput } from './inputs/MeasurementInput';
import { NumberInput } from './inputs/NumberInput';
import { ReferenceInput } from './inputs/ReferenceInput';
import { RichTextInput } from './inputs/RichTextInput';
import { SymbolInput } from './inputs/SymbolInput';
import { TextInput } from './inputs/TextInput';
import type { InputProps } from './inputs/types';

interface FieldInputProps {
  readonly input: FormField;
  /** The issue path of the record holding this field (`findings.2.`), empty at the top. */
  readonly prefix: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}

/** Kinds whose control is a set of inputs: a fieldset with a legend instead of a label. */
function isGrouped(field: Field): boolean {
  return (
    field.kind === 'address' ||
    field.kind === 'measurement' ||
    field.kind === 'file' ||
    (field.kind === 'enum' && field.multiple === true) ||
    (field.kind === 'reference' && field.multiple === true)
  );
}

/** Leaf kinds whose value is a record: issues below their path belong to them. */
function hasNestedIssues(field: Field): boolean {
  return field.kind === 'address' || field.kind === 'measurement' || field.kind === 'file';
}

function control(props: InputProps): ReactNode {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextInput {...props} field={field} />;
    case 'richText':
      return <RichTextInput {...props} field={field} />;
    case 'boolean':
      return <BooleanInput {...props} field={field} />;
    case 'date':
      return <DateInput {...props} field={field} />;
    case 'number':
      return <NumberInput {...props} field={field} />;
    case 'enum':
      return <EnumInput {...props} field={field} />;
    case 'reference':
      return <ReferenceInput {...props} field={field} />;
    case 'symbol':
      return <SymbolInput {...props} field={field} />;
    case 'measurement':
      return <MeasurementInput {...props} field={field} />;
    case 'address':
      return <AddressInput {...props} field={field} />;
    case 'file':
      return <FileInput {...props} field={field} />;
    default:
      return null;
  }
}

/** One field of the generic form: label, required mark, control and its issues. */
export function FieldInput({ input, prefix, value, onChange }: FieldInputProps) {
  const { i18n } = useLingui();
  const { issues } = useFormContext();
  const path = `${prefix}${input.path}`;
  const id = inputId(path);
  const { field } = input;
  const messages = issuesAt(issues, path, hasNestedIssues(field));
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const label = (
    <>
      {i18n._(input.label)}
      {input.required && <RequiredMark />}
    </>
  );
  const errors = errorId && (
    <ul id={errorId} className="form-error">
      {messages.map((message) => (
        <li key={message}>{i18n._(message)}</li>
      ))}
    </ul>
  );
  if (field.kind === 'group' || field.kind === 'keyedList') {
    const Nested = field.kind === 'group' ? GroupInput : KeyedListInput;
    return (
      <fieldset className="form-fieldset" id={id} data-path={path} aria-describedby={errorId}>
        <legend>{label}</legend>
        {errors}
        <Nested input={input} prefix={prefix} value={value} onChange={onChange} />
      </fieldset>
    );
  }
  const props: InputProps = { id, field, value, onChange, required: input.required, errorId };
  if (isGrouped(field)) {
    return (
      <fieldset className="form-field form-field-grouped" data-path={path} data-kind={field.kind}>
        <legend>{label}</legend>
        {control(props)}
        {errors}
      </fieldset>
    );
  }
  return (
    <div className="form-field" data-path={path} data-kind={field.kind}>
      <label htmlFor={id}>{label}</label>
      {control(props)}
      {errors}
    </div>
  );
}

function RequiredMark() {
  return (
    <span className="form-required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden">
        <Trans>(required)</Trans>
      </span>
    </span>
  );
}
