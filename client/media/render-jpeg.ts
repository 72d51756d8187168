import { fitWithin } from './fit-size';

/** The photo rules of issue 6: longest side at most 2048 px, JPEG. */
export const PHOTO_LONGEST_SIDE = 2048;
export const PHOTO_QUALITY = 0.85;

/** The browser could not decode the image (an unknown format such as HEIC in Chromium, or broken bytes). */
export class PhotoUnreadableError extends Error {
  override name = 'PhotoUnreadableError';
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const options = { type: 'image/jpeg', quality: PHOTO_QUALITY };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoUnreadableError('no 2d context');
    paint(context, bitmap, width, height);
    return canvas.convertToBlob(options);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoUnreadableError('no 2d context');
  paint(context, bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoUnreadableError('the canvas gave no JPEG'))),
      options.type,
      options.quality,
    ),
  );
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // Transparent parts of a PNG or WebP turn white, not black, in a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

/**
 * Decodes an image upright (its EXIF orientation applied), scales it down to the photo size
 * and encodes it as a JPEG. Drawing on a canvas and encoding anew keeps only pixels: Exif,
 * GPS, XMP and IPTC do not survive. Runs in a worker (OffscreenCanvas) or on the page.
 */
export async function renderJpeg(source: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PhotoUnreadableError('the image cannot be decoded here', { cause: error });
  }
  try {
    const { width, height } = fitWithin(bitmap, PHOTO_LONGEST_SIDE);
    return await encode(bitmap, width, height);
  } finally {
    bitmap.close();
  }
}
