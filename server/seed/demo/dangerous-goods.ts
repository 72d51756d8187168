import { transportPoints as pointsOf } from '../../../shared/domain/transport';

/**
 * The dangerous goods the demo transports carry, as ADR 3.2 Table A lists them: proper
 * shipping name, UN number, class, classification code, packing group, danger labels,
 * transport category and tunnel restriction code.
 */
interface DangerousGood {
  readonly name: string;
  readonly unNumber: string;
  readonly hazardClass: string;
  readonly classificationCode: string;
  readonly packingGroup?: 'I' | 'II' | 'III';
  readonly dangerLabels: readonly string[];
  readonly transportCategory: 0 | 1 | 2 | 3 | 4;
  readonly tunnelRestrictionCode: string;
  /** Marked with the environmentally hazardous substance mark (ADR 5.2.1.8). */
  readonly environmentallyHazardous?: true;
}

export const GOODS = {
  acetone: {
    name: 'ACETON',
    unNumber: '1090',
    hazardClass: '3',
    classificationCode: 'F1',
    packingGroup: 'II',
    dangerLabels: ['3'],
    transportCategory: 2,
    tunnelRestrictionCode: 'D/E',
  },
  solventMixture: {
    name: 'ENTZÜNDBARER FLÜSSIGER STOFF, N.A.G. (Aceton, 2-Propanol)',
    unNumber: '1993',
    hazardClass: '3',
    classificationCode: 'F1',
    packingGroup: 'II',
    dangerLabels: ['3'],
    transportCategory: 2,
    tunnelRestrictionCode: 'D/E',
  },
  causticSoda: {
    name: 'NATRIUMHYDROXIDLÖSUNG',
    unNumber: '1824',
    hazardClass: '8',
    classificationCode: 'C5',
    packingGroup: 'II',
    dangerLabels: ['8'],
    transportCategory: 2,
    tunnelRestrictionCode: 'E',
  },
  chlorine: {
    name: 'CHLOR',
    unNumber: '1017',
    hazardClass: '2',
    classificationCode: '2TOC',
    dangerLabels: ['2.3', '5.1', '8'],
    transportCategory: 1,
    tunnelRestrictionCode: 'C/D',
  },
  paint: {
    name: 'FARBE',
    unNumber: '1263',
    hazardClass: '3',
    classificationCode: 'F1',
    packingGroup: 'II',
    dangerLabels: ['3'],
    transportCategory: 2,
    tunnelRestrictionCode: 'D/E',
  },
  diesel: {
    name: 'DIESELKRAFTSTOFF',
    unNumber: '1202',
    hazardClass: '3',
    classificationCode: 'F1',
    packingGroup: 'III',
    dangerLabels: ['3'],
    transportCategory: 3,
    tunnelRestrictionCode: 'D/E',
    environmentallyHazardous: true,
  },
  petrol: {
    name: 'BENZIN',
    unNumber: '1203',
    hazardClass: '3',
    classificationCode: 'F1',
    packingGroup: 'II',
    dangerLabels: ['3'],
    transportCategory: 2,
    tunnelRestrictionCode: 'D/E',
    environmentallyHazardous: true,
  },
  sulphuricAcid: {
    name: 'SCHWEFELSÄURE mit mehr als 51 % Säure',
    unNumber: '1830',
    hazardClass: '8',
    classificationCode: 'C1',
    packingGroup: 'II',
    dangerLabels: ['8'],
    transportCategory: 2,
    tunnelRestrictionCode: 'E',
  },
  propane: {
    name: 'PROPAN',
    unNumber: '1978',
    hazardClass: '2',
    classificationCode: '2F',
    dangerLabels: ['2.1'],
    transportCategory: 2,
    tunnelRestrictionCode: 'B/D',
  },
} as const satisfies Record<string, DangerousGood>;

export interface Packed {
  readonly numberOfItems: number;
  readonly packaging: string;
  /** Litres for liquids, kilograms for liquefied gases. */
  readonly net: { readonly value: number; readonly unit: 'L' | 'KG' };
  readonly grossKg: number;
}

/** One cargo item of a transport: the good's Table A data and how it is packed. */
export function cargo(id: string, order: number, good: DangerousGood, packed: Packed) {
  const { environmentallyHazardous, ...entry } = good;
  return {
    id,
    order,
    ...entry,
    dangerLabels: [...entry.dangerLabels],
    transportHazardClass: entry.hazardClass,
    numberOfItems: packed.numberOfItems,
    packaging: packed.packaging,
    quantityNet: packed.net,
    quantityGross: { value: packed.grossKg, unit: 'KG' },
    limitedQuantity: false,
    exceptedQuantity: false,
    itemNumber: String(order + 1),
    ...(environmentallyHazardous ? { additionalInfo: 'UMWELTGEFÄHRDEND' } : {}),
  };
}

/** The points of a transport unit (ADR 1.1.3.6.4), from the one implementation in shared/. */
export function transportPoints(items: readonly ReturnType<typeof cargo>[]): number {
  return pointsOf(items).total;
}
