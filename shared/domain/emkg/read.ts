/** Reading the registry's stored shapes: a half-filled form gives unknown values, never an error. */
import type { DocumentData } from '../../entities/entity';
import type { PhysicalForm } from './types';

export interface Measurement {
  readonly value: number;
  readonly unit: string;
}

export function record(value: unknown): DocumentData | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DocumentData) : undefined;
}

/** A measurement with a finite number and a unit (`{ value: 20, unit: 'L' }`), else undefined. */
export function measurement(value: unknown): Measurement | undefined {
  const data = record(value);
  if (data === undefined) return undefined;
  const { value: number, unit } = data;
  return typeof number === 'number' && Number.isFinite(number) && typeof unit === 'string' && unit !== ''
    ? { value: number, unit }
    : undefined;
}

export function field(data: DocumentData, path: readonly string[]): unknown {
  let value: unknown = data;
  for (const key of path) value = record(value)?.[key];
  return value;
}

export function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

/** How a measurement reads in an explanation step: `20 L`, `140 °C`. */
export function shown(value: Measurement): string {
  const unit = value.unit === 'C' ? '°C' : value.unit === 'M3' ? 'm³' : value.unit;
  return `${value.value} ${unit}`;
}

export type Phase = 'SOLID' | 'LIQUID' | 'GASEOUS';

export function phaseOf(data: DocumentData): Phase | undefined {
  const phase = data.phase;
  return phase === 'SOLID' || phase === 'LIQUID' || phase === 'GASEOUS' ? phase : undefined;
}

/** EMKG-REL-6: the sheet's split cells know solids and liquids; a gas reads as a liquid. */
export function formOf(phase: Phase | undefined): PhysicalForm | undefined {
  if (phase === undefined) return undefined;
  return phase === 'SOLID' ? 'SOLID' : 'LIQUID';
}
