import { detectType } from '../sync/attachments/file-types';
import { readJpegInfo } from './jpeg-info';
import type { PhotoAnswer, PhotoRequest } from './photo.worker';
import { PHOTO_LONGEST_SIDE, PhotoUnreadableError, renderJpeg } from './render-jpeg';

/** Enough of a file for its JPEG header: Exif segments are at most 64 KiB each. */
const HEADER_BYTES = 512 * 1024;

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (jpeg: Blob) => void; reject: (error: Error) => void }>();

/** The worker could not run (it failed to load or crashed): the page renders the photo itself. */
class WorkerFailedError extends Error {
  override name = 'WorkerFailedError';
}

function failAll(error: Error) {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker?.terminate();
  worker = undefined;
}

function photoWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module', name: 'photo' });
  started.addEventListener('message', ({ data }: MessageEvent<PhotoAnswer>) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if ('jpeg' in data) request.resolve(data.jpeg);
    else request.reject(data.error === 'unreadable' ? new PhotoUnreadableError(data.message) : new Error(data.message));
  });
  started.addEventListener('error', () => failAll(new WorkerFailedError('the photo worker stopped')));
  worker = started;
  return started;
}

function renderInWorker(image: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    photoWorker().postMessage({ id, image } satisfies PhotoRequest);
  });
}

/** Off the main thread where the browser can (a module worker with OffscreenCanvas), else on the page. */
async function render(image: Blob): Promise<Blob> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return renderJpeg(image);
  try {
    return await renderInWorker(image);
  } catch (error) {
    if (error instanceof WorkerFailedError) return renderJpeg(image);
    throw error;
  }
}

/** Raster images a browser decodes; SVG is a drawing, not a photo, and stays as it is. */
function isRaster(type: string): boolean {
  return type.startsWith('image/') && type !== 'image/svg+xml';
}

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
}

/**
 * Readies a picked file for the attachment queue (issue 6): a photo becomes an upright JPEG
 * whose longest side is at most 2048 px, with Exif, GPS and all other metadata removed. A
 * JPEG that is already that small and carries no metadata is kept as it is. Other files
 * pass through unchanged. Throws `PhotoUnreadableError` for an image the browser cannot decode.
 */
export async function preparePhoto(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const type = detectType(head) ?? file.type.toLowerCase();
  if (!isRaster(type)) return file;
  const jpeg = type === 'image/jpeg' ? readJpegInfo(head) : undefined;
  if (jpeg && !jpeg.hasMetadata && Math.max(jpeg.width, jpeg.height) <= PHOTO_LONGEST_SIDE) return file;
  const rendered = await render(file);
  return new File([rendered], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
