import { setupI18n } from '@lingui/core';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';

/** German and English as the app loads them, for report tests. */
export function testI18n(locale: 'de' | 'en') {
  return setupI18n({ locale, messages: { de, en } });
}

/** An uncompressed PDF as Latin-1 text (how the standard fonts write it), with its page count. */
export async function readPdf(blob: Blob): Promise<{ text: string; pages: number }> {
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  const pages = Number(/\/Count (\d+)/.exec(text)?.[1] ?? 0);
  return { text, pages };
}

/** The header of a baseline JPEG (JFIF, frame, scan) of the given size with a few bytes of scan data. */
export function jpegOfSize(width: number, height: number): Uint8Array {
  const u16 = (value: number) => [value >> 8, value & 0xff];
  return new Uint8Array([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xda, ...u16(8), 1, 1, 0, 0, 0x3f, 0],
    ...[0x12, 0x34, 0xff, 0xd9],
  ]);
}
