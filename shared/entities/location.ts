import { defineEntity } from './entity';
import { LABELS } from './labels';

/** A location (domain.md §3 Location): the top of the organisation tree; departments sit beneath it. */
export const location = defineEntity({
  type: 'LOCATION',
  label: /*i18n*/ { id: 'entity.location', message: 'Location' },
  pluralLabel: /*i18n*/ { id: 'entity.location.plural', message: 'Locations' },
  resource: 'LOCATIONS',
  module: null,
  titleField: 'name',
  scope: { self: 'location', fields: [] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    address: {
      kind: 'address',
      label: LABELS.address,
      parts: ['street', 'houseNumber', 'zipCode', 'city'],
      column: true,
    },
  },
});
