/**
 * Renders the PNG app icons in public/icons/ from the hand-written SVGs there.
 * The PNGs are committed; run `npx tsx scripts/render-icons.ts` again after changing an SVG.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

const iconsDir = path.resolve(import.meta.dirname, '..', 'public', 'icons');

interface IconTarget {
  /** Output file name in public/icons/. */
  file: string;
  /** SVG source in public/icons/. */
  source: string;
  /** Edge length of the square PNG in pixels. */
  size: number;
  /** Edge length of the drawn SVG inside the square; the rest is padding. */
  artSize: number;
  /** Opaque background colour, or undefined for a transparent PNG. */
  background?: string;
}

const targets: IconTarget[] = [
  { file: 'icon-192.png', source: 'sorgfalt-icon.svg', size: 192, artSize: 192 },
  { file: 'icon-512.png', source: 'sorgfalt-icon.svg', size: 512, artSize: 512 },
  {
    file: 'icon-maskable-512.png',
    source: 'sorgfalt-icon-maskable.svg',
    size: 512,
    artSize: 512,
    background: '#0f766e',
  },
  // iOS rounds the corners itself and shows transparency as black, so: opaque white with some padding.
  { file: 'apple-touch-icon.png', source: 'sorgfalt-icon.svg', size: 180, artSize: 140, background: '#ffffff' },
];

function pageFor(svg: string, target: IconTarget): string {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const background = target.background ?? 'transparent';
  return `<!doctype html>
<html><head><style>
  html, body { margin: 0; padding: 0; width: ${target.size}px; height: ${target.size}px; background: ${background}; overflow: hidden; }
  body { display: flex; align-items: center; justify-content: center; }
  img { display: block; width: ${target.artSize}px; height: ${target.artSize}px; }
</style></head><body><img id="art" alt="" src="${src}"></body></html>`;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

try {
  for (const target of targets) {
    const svg = await readFile(path.join(iconsDir, target.source), 'utf8');
    const page = await browser.newPage({
      viewport: { width: target.size, height: target.size },
      deviceScaleFactor: 1,
    });
    try {
      await page.setContent(pageFor(svg, target));
      await page.waitForFunction(() => {
        const image = document.getElementById('art');
        return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
      });
      await page.screenshot({
        path: path.join(iconsDir, target.file),
        omitBackground: target.background === undefined,
        clip: { x: 0, y: 0, width: target.size, height: target.size },
      });
      console.log(`wrote public/icons/${target.file} (${target.size}×${target.size})`);
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
}
