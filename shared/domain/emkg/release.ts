/**
 * The release group (docs/domain/emkg.md EMKG-REL-1 … EMKG-REL-6). Source: BAuA EMKG, 7th edition
 * 2025, "Freisetzungsgruppe" (solids by dustiness; liquids at room temperature by boiling point
 * or vapour pressure; spraying high; very strong dilution with water low).
 */
import type { DocumentData } from '../../entities/entity';
import { field, type Measurement, measurement, type Phase, shown } from './read';
import type { EmkgField, EmkgReleaseGroup, EmkgStep } from './types';

export interface ReleaseReading {
  readonly group: EmkgReleaseGroup | undefined;
  readonly steps: readonly EmkgStep[];
  readonly missing: readonly EmkgField[];
}

const DUSTINESS: Readonly<Record<string, EmkgReleaseGroup>> = {
  GRANULES: 'LOW',
  GRAINY: 'MEDIUM',
  FINELY_POWDERED: 'HIGH',
};

const ORDER: readonly EmkgReleaseGroup[] = ['LOW', 'MEDIUM', 'HIGH'];

/** EMKG-REL-2: above 150 °C low, 50 to 150 °C medium, below 50 °C high (both ends of 50–150 medium). */
export function releaseByBoilingPoint(celsius: number): EmkgReleaseGroup {
  if (celsius > 150) return 'LOW';
  return celsius >= 50 ? 'MEDIUM' : 'HIGH';
}

const HECTOPASCALS: Readonly<Record<string, number>> = { HPA: 1, KPA: 10, MPA: 10_000 };

/** EMKG-REL-3: below 5 hPa low, 5 to 250 hPa medium, above 250 hPa high (both ends of 5–250 medium). */
export function releaseByVapourPressure(hectopascals: number): EmkgReleaseGroup {
  if (hectopascals < 5) return 'LOW';
  return hectopascals <= 250 ? 'MEDIUM' : 'HIGH';
}

/** The share of the product in per cent that a dilution text gives: `1:100`, `1 : 50`, `0,5 %`, `2%`. */
export function dilutionShare(text: string): number | undefined {
  const ratio = /^\s*(\d+(?:[.,]\d+)?)\s*[:/]\s*(\d+(?:[.,]\d+)?)\s*$/.exec(text);
  if (ratio) {
    const product = Number(ratio[1]?.replace(',', '.'));
    const water = Number(ratio[2]?.replace(',', '.'));
    return product > 0 && water > 0 ? (100 * product) / (product + water) : undefined;
  }
  const percent = /^\s*(\d+(?:[.,]\d+)?)\s*%\s*$/.exec(text);
  if (percent) {
    const share = Number(percent[1]?.replace(',', '.'));
    return share > 0 && share <= 100 ? share : undefined;
  }
  return undefined;
}

/** EMKG-REL-5: "very strong dilution with water" is a product share of at most 1 % (1:99 or more water). */
export const STRONG_DILUTION_MAX_SHARE = 1;

const ACTIVITY = (path: readonly string[]): EmkgField => ({ document: 'ACTIVITY', path });
const SUBSTANCE = (path: readonly string[]): EmkgField => ({ document: 'SUBSTANCE', path });

function strongDilution(activity: DocumentData): EmkgStep | undefined {
  if (activity.applicationForm !== 'DILUTED_WITH_WATER') return undefined;
  const text = typeof activity.dilution === 'string' ? activity.dilution : '';
  const share = dilutionShare(text);
  if (share === undefined || share > STRONG_DILUTION_MAX_SHARE) return undefined;
  return { rule: 'EMKG-REL-5', input: text.trim(), result: 'LOW', field: ACTIVITY(['dilution']) };
}

function liquidRelease(substance: DocumentData): ReleaseReading {
  const boiling = measurement(substance.boilingPoint);
  const pressure = measurement(substance.vaporPressure);
  const steps: EmkgStep[] = [];
  if (boiling !== undefined && boiling.unit === 'C') {
    steps.push({
      rule: 'EMKG-REL-2',
      input: shown(boiling),
      result: releaseByBoilingPoint(boiling.value),
      field: SUBSTANCE(['boilingPoint']),
    });
  }
  const factor = pressure === undefined ? undefined : HECTOPASCALS[pressure.unit];
  if (pressure !== undefined && factor !== undefined) {
    steps.push({
      rule: 'EMKG-REL-3',
      input: shownPressure(pressure),
      result: releaseByVapourPressure(pressure.value * factor),
      field: SUBSTANCE(['vaporPressure']),
    });
  }
  if (steps.length === 0) {
    return { group: undefined, steps, missing: [{ ...SUBSTANCE(['boilingPoint']), or: ['vaporPressure'] }] };
  }
  const group = steps
    .map((step) => step.result as EmkgReleaseGroup)
    .reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a));
  return { group, steps, missing: [] };
}

function shownPressure(pressure: Measurement): string {
  const unit = { HPA: 'hPa', KPA: 'kPa', MPA: 'MPa' }[pressure.unit] ?? pressure.unit;
  return `${pressure.value} ${unit}`;
}

/**
 * The release group of the activity with its substance. Spraying is always high (EMKG-REL-4) and
 * goes before a strong dilution with water, which is low (EMKG-REL-5); otherwise a solid's
 * dustiness from the activity (EMKG-REL-1), a liquid's boiling point or vapour pressure, the
 * higher where both are given (EMKG-REL-2, EMKG-REL-3), and a gas is high (EMKG-REL-6).
 */
export function releaseGroup(
  activity: DocumentData,
  substance: DocumentData,
  phase: Phase | undefined,
): ReleaseReading {
  if (field(activity, ['spraying']) === true) {
    return {
      group: 'HIGH',
      steps: [{ rule: 'EMKG-REL-4', input: 'spraying', result: 'HIGH', field: ACTIVITY(['spraying']) }],
      missing: [],
    };
  }
  const diluted = strongDilution(activity);
  if (diluted) return { group: 'LOW', steps: [diluted], missing: [] };
  switch (phase) {
    case 'SOLID': {
      const dustiness = typeof activity.releaseGroup === 'string' ? DUSTINESS[activity.releaseGroup] : undefined;
      if (dustiness === undefined) return { group: undefined, steps: [], missing: [ACTIVITY(['releaseGroup'])] };
      const step: EmkgStep = {
        rule: 'EMKG-REL-1',
        input: String(activity.releaseGroup),
        result: dustiness,
        field: ACTIVITY(['releaseGroup']),
      };
      return { group: dustiness, steps: [step], missing: [] };
    }
    case 'LIQUID':
      return liquidRelease(substance);
    case 'GASEOUS':
      return {
        group: 'HIGH',
        steps: [{ rule: 'EMKG-REL-6', input: 'GASEOUS', result: 'HIGH', field: SUBSTANCE(['phase']) }],
        missing: [],
      };
    default:
      return { group: undefined, steps: [], missing: [SUBSTANCE(['phase'])] };
  }
}
