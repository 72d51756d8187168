import { useLingui } from '@lingui/react/macro';
import type { MeasurementField } from '../../../../shared/entities/fields';
import { unitSymbol } from '../../../../shared/enums/catalogs';
import { isRecord } from '../form-values';
import { asString, errorProps, type InputProps } from './types';

/** A value with its unit, stored as `{ value, unit }`. */
export function MeasurementInput({ id, field, value, onChange, required, errorId }: InputProps<MeasurementField>) {
  const { t } = useLingui();
  const record = isRecord(value) ? value : {};
  const amount = typeof record.value === 'number' ? record.value : undefined;
  const unit = asString(record.unit) || (field.units.length === 1 ? (field.units[0] ?? '') : '');
  const emit = (nextAmount: number | undefined, nextUnit: string) =>
    onChange(
      nextAmount === undefined && nextUnit === ''
        ? undefined
        : { ...(nextAmount === undefined ? {} : { value: nextAmount }), ...(nextUnit ? { unit: nextUnit } : {}) },
    );
  return (
    <div className="form-inline">
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        className="form-control form-control-short"
        aria-label={t`Value`}
        value={amount ?? ''}
        required={required}
        {...errorProps(errorId)}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          emit(event.target.value === '' || Number.isNaN(number) ? undefined : number, unit);
        }}
      />
      <select
        className="form-control form-control-short"
        aria-label={t`Unit`}
        value={unit}
        {...errorProps(errorId)}
        onChange={(event) => emit(amount, event.target.value)}
      >
        <option value="">{t`– unit –`}</option>
        {field.units.map((code) => (
          <option key={code} value={code}>
            {unitSymbol(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
