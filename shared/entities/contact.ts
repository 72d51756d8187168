import { defineEntity } from './entity';
import { LABELS } from './labels';

/** A contact (domain.md §3 Contact): an external person or company. */
export const contact = defineEntity({
  type: 'CONTACT',
  label: /*i18n*/ { id: 'entity.contact', message: 'Contact' },
  pluralLabel: /*i18n*/ { id: 'entity.contact.plural', message: 'Contacts' },
  resource: 'CONTACTS',
  module: null,
  titleField: 'name',
  scope: { fields: [] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    address: {
      kind: 'address',
      label: LABELS.address,
      parts: ['street', 'houseNumber', 'buildingFloor', 'zipCode', 'city', 'country'],
      column: true,
    },
    phone: { kind: 'text', label: LABELS.phone, format: 'phone', column: true },
    email: { kind: 'text', label: LABELS.email, format: 'email', column: true },
  },
});
