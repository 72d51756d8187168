import type { LimitUnit, SdsExtraction, SdsValues, WorkplaceLimit } from '../../../shared/domain/sds';
import type { DocumentData } from '../../../shared/entities/entity';
import type { DataSheetLanguage } from '../../../shared/enums/catalogs';

/**
 * What a read safety data sheet puts into a new substance (issue 17): the values the sheet
 * states, in the substance's fields and vocabularies, nothing the sheet does not say. The
 * review screen starts from these values; the user corrects them before anything is saved.
 */

/** °F to °C, to a tenth of a degree (the flash point field holds °C only). */
export function fahrenheitToCelsius(value: number): number {
  return Math.round((((value - 32) * 5) / 9) * 10) / 10;
}

/** The flash point in °C as the substance stores it; the comparison sign has no place there. */
export function flashPointInCelsius(flashPoint: SdsValues['flashPoint']): { value: number; unit: 'C' } | undefined {
  if (!flashPoint) return undefined;
  const value = flashPoint.unit === 'F' ? fahrenheitToCelsius(flashPoint.value) : flashPoint.value;
  return { value, unit: 'C' };
}

/** The one number the substance's single field takes: the sole one read, else the user chooses. */
export function soleNumber(numbers: readonly string[]): string | undefined {
  const distinct = [...new Set(numbers)];
  return distinct.length === 1 ? distinct[0] : undefined;
}

/** The boiling point in °C (the field holds °C only); the lower end of a range is what SDS-27 reads. */
export function boilingPointInCelsius(point: SdsValues['boilingPoint']): { value: number; unit: 'C' } | undefined {
  return flashPointInCelsius(point);
}

/** Vapour pressure in the field's units: hPa (also for mbar, Pa, bar, mmHg, psi, converted), kPa, MPa as read. */
export function vapourPressureOfField(
  pressure: SdsValues['vapourPressure'],
): { value: number; unit: 'HPA' | 'KPA' | 'MPA' } | undefined {
  if (!pressure) return undefined;
  if (pressure.unit === 'kPa') return { value: pressure.value, unit: 'KPA' };
  if (pressure.unit === 'MPa') return { value: pressure.value, unit: 'MPA' };
  const toHpa = { hPa: 1, mbar: 1, Pa: 0.01, bar: 1000, mmHg: 1.333224, psi: 68.94757 }[pressure.unit];
  return { value: Number((pressure.value * toHpa).toPrecision(6)), unit: 'HPA' };
}

/** The pH field takes one number: of a range the end farther from neutral, the one that decides corrosivity. */
export function phOfField(ph: SdsValues['ph']): number | undefined {
  if (!ph) return undefined;
  if (ph.to === undefined) return ph.value;
  return Math.abs(ph.to - 7) > Math.abs(ph.value - 7) ? ph.to : ph.value;
}

function limitName(limit: WorkplaceLimit): string {
  const term = limit.shortTerm ? ' (STEL)' : '';
  return [`${limit.agw && limit.kind !== 'AGW' ? 'AGW' : limit.kind}${term}`, limit.component]
    .filter(Boolean)
    .join(' ');
}

/**
 * The workplace limit: the long-term AGW (TRGS 900) in mg/m³, else in ml/m³, when the sheet's
 * AGW values concern one component; every other limit read goes to the additional limits.
 */
export function limitsOfSheet(limits: readonly WorkplaceLimit[]): {
  workplaceLimit?: { value: number; unit: LimitUnit };
  additionalLimits: { id: string; name: string; limit: { value: number; unit: LimitUnit } }[];
} {
  const agw = limits.filter((limit) => limit.agw && !limit.shortTerm);
  const oneComponent = new Set(agw.map((limit) => limit.component ?? '')).size === 1;
  const main = oneComponent
    ? (agw.find((limit) => limit.unit === 'MG_PER_M3') ?? agw.find((limit) => limit.unit === 'ML_PER_M3'))
    : undefined;
  return {
    ...(main ? { workplaceLimit: { value: main.value, unit: main.unit } } : {}),
    additionalLimits: limits
      .filter((limit) => limit !== main)
      .map((limit, index) => ({
        id: `sds-limit-${index + 1}`,
        name: limitName(limit),
        limit: { value: limit.value, unit: limit.unit },
      })),
  };
}

export function dataSheetLanguage(language: 'de' | 'en'): DataSheetLanguage {
  return language === 'de' ? 'DE' : 'EN';
}

function withValue(data: Record<string, unknown>, name: string, value: unknown): void {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return;
  data[name] = value;
}

/**
 * The substance's data from the sheet's values; `entryId` names the safety data sheet entry
 * (its language and revision date; the PDF joins it when the substance is created).
 */
export function substanceFromSheet(extraction: SdsExtraction, language: 'de' | 'en', entryId: string): DocumentData {
  const { values } = extraction;
  const data: Record<string, unknown> = {};
  withValue(data, 'name', values.productName);
  withValue(data, 'casNumber', soleNumber(values.casNumbers));
  withValue(data, 'egNumber', soleNumber(values.ecNumbers));
  withValue(data, 'supplier', values.supplier);
  withValue(data, 'storageClasses', values.storageClasses);
  withValue(data, 'signalWord', values.signalWord);
  withValue(data, 'ghsSymbols', values.ghsSymbols);
  withValue(data, 'hazardStatements', values.hazardStatements);
  withValue(data, 'precautionaryStatements', values.precautionaryStatements);
  withValue(data, 'flashPoint', flashPointInCelsius(values.flashPoint));
  withValue(data, 'unNumber', values.unNumber);
  withValue(data, 'waterHazardClass', values.waterHazardClass);
  withValue(data, 'phase', values.phase);
  withValue(data, 'boilingPoint', boilingPointInCelsius(values.boilingPoint));
  withValue(data, 'vaporPressure', vapourPressureOfField(values.vapourPressure));
  withValue(data, 'phValue', phOfField(values.ph));
  const limits = limitsOfSheet(values.workplaceLimits);
  withValue(data, 'workplaceLimit', limits.workplaceLimit);
  withValue(data, 'additionalLimits', limits.additionalLimits);
  const entry: Record<string, unknown> = { id: entryId, language: dataSheetLanguage(language) };
  withValue(entry, 'issuedAt', values.revisionDate);
  data.safetyDataSheetFiles = [entry];
  return data;
}
