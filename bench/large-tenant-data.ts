import type { StoredPlace } from '../server/sync/place';
import type { DocumentData } from '../shared/entities/entity';
import { TOPICS } from '../shared/enums/catalogs';

export interface SeedDocument {
  readonly id: string;
  readonly type: 'CONTACT' | 'LOCATION' | 'SITE_INSPECTION';
  readonly data: DocumentData;
  /** The place a commit resolves (server/sync/place.ts): a location is its own, an inspection its location's. */
  readonly place: StoredPlace;
}

const NOWHERE: StoredPlace = { locations: [], departments: [] };

const EMPLOYEE = 'nord-emp-anna';

const locationId = (index: number) => `bench-loc-${Math.floor(index / 50)}`;

/**
 * Document `index` of the large tenant: every 50th a LOCATION, two in five a
 * SITE_INSPECTION of the latest location (with a finding), the rest CONTACTs.
 */
export function seedDocument(index: number): SeedDocument {
  if (index % 50 === 0) {
    return {
      id: locationId(index),
      type: 'LOCATION',
      place: { locations: [locationId(index)], departments: [] },
      data: {
        name: `Depot ${index / 50}`,
        address: { street: 'Am Hafen', houseNumber: String(index / 50), zipCode: '20457', city: 'Hamburg' },
      },
    };
  }
  if (index % 5 === 1 || index % 5 === 2) {
    const day = String(1 + (index % 28)).padStart(2, '0');
    return {
      id: `bench-si-${index}`,
      type: 'SITE_INSPECTION',
      place: { locations: [locationId(index)], departments: [] },
      data: {
        name: `Begehung ${index}`,
        inspectionAt: `2025-03-${day}T09:30:00Z`,
        participants: [EMPLOYEE],
        recordingClerk: EMPLOYEE,
        inspectedEntities: [locationId(index)],
        findings: [
          {
            id: 'f1',
            order: 0,
            topic: TOPICS[index % TOPICS.length] ?? 'FIRE_PROTECTION',
            description: `<p>Feuerlöscher im Gang ${index} verstellt, Fluchtweg teilweise blockiert.</p>`,
          },
        ],
        measures: [],
      },
    };
  }
  return {
    id: `bench-contact-${index}`,
    type: 'CONTACT',
    place: NOWHERE,
    data: {
      name: `Spedition Nord ${index}`,
      phone: `040 ${200_000 + index}`,
      email: `dispo${index}@spedition.example`,
      address: { street: 'Kaiserkai', houseNumber: String(1 + (index % 90)), zipCode: '20457', city: 'Hamburg' },
    },
  };
}
