import type { DocumentData } from '../../entities/entity';
import { type CargoQuantity, transportPoints } from './transport-points';

type Item = Readonly<Record<string, unknown>>;

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function quantity(value: unknown): { value: number; unit: string } | null {
  if (!isItem(value) || typeof value.unit !== 'string') return null;
  const number = typeof value.value === 'number' ? value.value : Number.parseFloat(String(value.value ?? ''));
  return Number.isFinite(number) ? { value: number, unit: value.unit } : null;
}

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A cargo line as the transport screens show it: what the points need, and how to name it. */
export interface CargoLine extends CargoQuantity {
  readonly id: string;
  readonly name: string;
}

/** TRA-6: the cargo list of a transport's data (also half-filled form values), read defensively. */
export function cargoLines(data: DocumentData): CargoLine[] {
  const cargo = Array.isArray(data.cargo) ? data.cargo.filter(isItem) : [];
  return cargo.map((item, index) => ({
    id: typeof item.id === 'string' ? item.id : String(index),
    name: typeof item.name === 'string' ? item.name : '',
    unNumber: typeof item.unNumber === 'string' ? item.unNumber : null,
    hazardClass: typeof item.hazardClass === 'string' ? item.hazardClass : null,
    transportHazardClass: typeof item.transportHazardClass === 'string' ? item.transportHazardClass : null,
    classificationCode: typeof item.classificationCode === 'string' ? item.classificationCode : null,
    transportCategory: numberOrNull(item.transportCategory),
    quantityNet: quantity(item.quantityNet),
    quantityGross: quantity(item.quantityGross),
    limitedQuantity: item.limitedQuantity === true,
    exceptedQuantity: item.exceptedQuantity === true,
  }));
}

/** TRA-6: the stored points of a transport (its `transportPoints` field), derived from its cargo. */
export function derivedTransportPoints(data: DocumentData): DocumentData {
  return { transportPoints: transportPoints(cargoLines(data)).total };
}
