import type { SdsExtraction, SdsLanguage } from '../../../shared/domain/sds';

/** Why a safety data sheet could not be read; the import dialog says each in its own words. */
export type SdsReadFailure = 'NOT_PDF' | 'PASSWORD' | 'DAMAGED' | 'FAILED';

/** A request to the worker: the PDF and the language the user chose, with the id its answers carry. */
export interface SdsRequest {
  readonly id: number;
  readonly file: Blob;
  readonly language?: SdsLanguage;
}

export type SdsAnswer =
  | { readonly id: number; readonly progress: { readonly read: number; readonly total: number } }
  | { readonly id: number; readonly extraction: SdsExtraction }
  | { readonly id: number; readonly failure: SdsReadFailure; readonly message: string };
