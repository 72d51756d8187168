import type { SdsExtraction, SdsLanguage } from '../../../shared/domain/sds';
import type { SdsAnswer, SdsReadFailure, SdsRequest } from './sds-worker-protocol';

/**
 * Reads a safety data sheet in a Web Worker (sds.worker.ts): pdf.js and the extraction load with
 * the worker, not with the page, and stay loaded for the next sheet. The answer is the extraction
 * of docs/domain/sds.md with the evidence of every value; a scan comes back with `textLayer: false`.
 */

/** The sheet could not be read: not a PDF, protected by a password, damaged, or the worker failed. */
export class SdsReadError extends Error {
  override name = 'SdsReadError';
  constructor(
    readonly failure: SdsReadFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface ReadOptions {
  /** The language the user chose in the import dialog (SDS-20). */
  readonly language?: SdsLanguage;
  /** Called after each page with the pages read and the total, for a progress bar. */
  readonly onProgress?: (read: number, total: number) => void;
}

interface Waiting {
  readonly resolve: (extraction: SdsExtraction) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((read: number, total: number) => void) | undefined;
}

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function failAll(message: string): void {
  for (const { reject } of waiting.values()) reject(new SdsReadError('FAILED', message));
  waiting.clear();
  worker?.terminate();
  worker = undefined;
}

function answer({ data }: MessageEvent<SdsAnswer>): void {
  const request = waiting.get(data.id);
  if (!request) return;
  if ('progress' in data) {
    request.onProgress?.(data.progress.read, data.progress.total);
    return;
  }
  waiting.delete(data.id);
  if ('extraction' in data) request.resolve(data.extraction);
  else request.reject(new SdsReadError(data.failure, data.message));
}

function sdsWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./sds.worker.ts', import.meta.url), {
    type: 'module',
    name: 'safety-data-sheet',
  });
  started.addEventListener('message', answer);
  started.addEventListener('error', () => failAll('the safety data sheet worker stopped'));
  worker = started;
  return started;
}

export function readSafetyDataSheet(file: Blob, options: ReadOptions = {}): Promise<SdsExtraction> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject, onProgress: options.onProgress });
    const request: SdsRequest = options.language ? { id, file, language: options.language } : { id, file };
    sdsWorker().postMessage(request);
  });
}
