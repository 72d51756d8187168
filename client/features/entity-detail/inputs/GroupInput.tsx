import type { FormField } from '../../../../shared/entities/derive/form-fields';
import { FieldInput } from '../FieldInput';
import { fieldName, isEmpty, isRecord, withValue } from '../form-values';

interface NestedInputProps {
  readonly input: FormField;
  readonly prefix: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}

/** A nested record: its child fields, stored under the group's key. */
export function GroupInput({ input, prefix, value, onChange }: NestedInputProps) {
  const record = isRecord(value) ? value : {};
  return (
    <div className="form-group-fields">
      {input.children.map((child) => {
        const name = fieldName(child.path);
        return (
          <FieldInput
            key={child.path}
            input={child}
            prefix={prefix}
            value={record[name]}
            onChange={(next) => {
              const updated = withValue(record, name, next);
              onChange(isEmpty(updated) ? undefined : updated);
            }}
          />
        );
      })}
    </div>
  );
}

export type { NestedInputProps };
