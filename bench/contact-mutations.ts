import type { DocumentData } from '../shared/entities/entity';
import type { Mutation } from '../shared/sync/protocol';

/** One committed version as the push writes it: the document row and the version row. */
export interface CommittedVersion {
  readonly id: string;
  readonly version: number;
  readonly data: DocumentData;
  readonly changedFields: readonly string[];
}

export interface PushWorkload {
  /** Batches of at most 100 mutations, in push order. */
  readonly batches: readonly (readonly Mutation[])[];
  /** The version each mutation commits, in the same order. */
  readonly versions: readonly CommittedVersion[];
}

const contactData = (index: number): DocumentData => ({
  name: `Entsorgung Meyer ${index}`,
  phone: `040 ${100_000 + index}`,
  email: `kontakt${index}@entsorgung.example`,
  address: { street: 'Hafenstraße', houseNumber: String(1 + (index % 200)), zipCode: '20457', city: 'Hamburg' },
});

const newPhone = (index: number) => `040 ${900_000 + index}`;

/**
 * `batchCount` batches of `batchSize` CONTACT mutations: odd batches create new contacts,
 * each even batch patches the phone of the contacts the batch before created (on their
 * current version, so every mutation applies).
 */
export function contactWorkload(prefix: string, batchCount: number, batchSize: number): PushWorkload {
  const batches: Mutation[][] = [];
  const versions: CommittedVersion[] = [];
  let number = 0;
  for (let batch = 0; batch < batchCount; batch++) {
    const firstIndex = Math.floor(batch / 2) * batchSize;
    const mutations: Mutation[] = [];
    for (let offset = 0; offset < batchSize; offset++) {
      const index = firstIndex + offset;
      const id = `${prefix}-${index}`;
      const data = contactData(index);
      number += 1;
      if (batch % 2 === 0) {
        mutations.push({ op: 'create', number, type: 'CONTACT', id, data });
        versions.push({ id, version: 1, data, changedFields: Object.keys(data) });
      } else {
        const phone = newPhone(index);
        mutations.push({
          op: 'patch',
          number,
          type: 'CONTACT',
          id,
          baseVersion: 1,
          fields: { phone: { value: phone, base: data.phone } },
        });
        versions.push({ id, version: 2, data: { ...data, phone }, changedFields: ['phone'] });
      }
    }
    batches.push(mutations);
  }
  return { batches, versions };
}
