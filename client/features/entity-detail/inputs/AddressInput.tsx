import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AddressField, AddressPart } from '../../../../shared/entities/fields';
import { isRecord, withValue } from '../form-values';
import { asString, errorProps, type InputProps } from './types';

const PART_LABELS: Readonly<Record<AddressPart, MessageDescriptor>> = {
  postalName: msg`Postal name`,
  street: msg`Street`,
  houseNumber: msg`House number`,
  buildingFloor: msg`Building, floor`,
  zipCode: msg`Postcode`,
  city: msg`City`,
  country: msg`Country`,
};

const AUTOCOMPLETE: Partial<Record<AddressPart, string>> = {
  street: 'address-line1',
  zipCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
};

/** The parts of a postal address this entity uses, each as a text input. */
export function AddressInput({ id, field, value, onChange, errorId }: InputProps<AddressField>) {
  const { i18n } = useLingui();
  const record = isRecord(value) ? value : {};
  return (
    <div className="form-address">
      {field.parts.map((part) => {
        const partId = `${id}-${part}`;
        const autoComplete = AUTOCOMPLETE[part];
        return (
          <div key={part} className="form-address-part" data-part={part}>
            <label htmlFor={partId}>{i18n._(PART_LABELS[part])}</label>
            <input
              id={partId}
              type="text"
              className="form-control"
              maxLength={200}
              value={asString(record[part])}
              {...(autoComplete ? { autoComplete } : {})}
              {...errorProps(errorId)}
              onChange={(event) => onChange(withValue(record, part, event.target.value))}
            />
          </div>
        );
      })}
    </div>
  );
}
