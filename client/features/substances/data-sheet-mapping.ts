import type { SdsExtraction, SdsValues } from '../../../shared/domain/sds';
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
  const entry: Record<string, unknown> = { id: entryId, language: dataSheetLanguage(language) };
  withValue(entry, 'issuedAt', values.revisionDate);
  data.safetyDataSheetFiles = [entry];
  return data;
}
