import type { Page } from 'playwright-core';

/**
 * A JPEG drawn on a page canvas (no metadata): blue with a red top-left quadrant, so its
 * orientation can be told after a rotation.
 */
export async function drawnJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#1d4ed8';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, w / 2, h / 2);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      if (!blob) throw new Error('no JPEG from the canvas');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

export interface StoredPhoto {
  readonly bytes: Buffer;
  /** Whether the top-left and top-right corners are red (the drawn quadrant). */
  readonly redTopLeft: boolean;
  readonly redTopRight: boolean;
}

/** A file the device keeps in its replica (`blobs`), with the corners of its decoded image. */
export function storedPhoto(page: Page, sha256: string): Promise<StoredPhoto> {
  return page
    .evaluate(async (key) => {
      const names = (await indexedDB.databases()).map((info) => info.name ?? '');
      const name = names.find((candidate) => candidate.startsWith('sorgfalt:acme:'));
      if (!name) throw new Error('no replica of acme');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const record = await new Promise<{ data: Blob } | undefined>((resolve, reject) => {
        const request = db.transaction('blobs').objectStore('blobs').get(key);
        request.onsuccess = () => resolve(request.result as { data: Blob } | undefined);
        request.onerror = () => reject(request.error);
      });
      db.close();
      if (!record) throw new Error(`no file ${key} on the device`);
      const bitmap = await createImageBitmap(record.data);
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const isRed = (x: number) => {
        const [r = 0, g = 0, b = 0] = context.getImageData(x, 4, 1, 1).data;
        return r > 200 && g < 60 && b < 60;
      };
      const bytes = new Uint8Array(await record.data.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return { base64: btoa(text), redTopLeft: isRed(4), redTopRight: isRed(bitmap.width - 5) };
    }, sha256)
    .then(({ base64, ...corners }) => ({ bytes: Buffer.from(base64, 'base64'), ...corners }));
}
