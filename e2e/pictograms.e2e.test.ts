import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SIGN_CODES } from '../shared/enums/safety-signs';
import { useBrowser } from './support/browser';
import { decodePng, type Pixels, pixelAt } from './support/png';

/**
 * The safety colours the signs must show (CLP Annex V, ISO 3864-4 as sRGB): written here, not
 * imported from the drawings, so a changed colour constant fails this test.
 */
const RED = '#e30613';
const BLUE = '#005387';
const YELLOW = '#f9b000';
const GREEN = '#008c4f';
const WHITE = '#ffffff';
const BLACK = '#000000';

/** How far a screenshot's pixel may stray from a safety colour per channel. */
const TOLERANCE = 20;

function channels(hex: string): number[] {
  return (hex.match(/[0-9a-f]{2}/gi) ?? []).map((pair) => Number.parseInt(pair, 16));
}

function isColour(actual: string, expected: string): boolean {
  const want = channels(expected);
  return channels(actual).every((value, index) => Math.abs(value - (want[index] ?? -999)) <= TOLERANCE);
}

/** A sign's screenshot, read on the drawing's grid: 100 units high, each sign square, an arrow square beside. */
class Sign {
  constructor(
    readonly code: string,
    private readonly pixels: Pixels,
  ) {}

  /** The colour at grid point (x, y) of the square `square` (0 the sign or the left one, 1 the right one). */
  at(x: number, y: number, square = 0): string {
    // The width is whole squares; the height may take one more row where the box starts between pixels.
    const unit = this.pixels.width / (this.code.includes('_') ? 200 : 100);
    const px = Math.min(this.pixels.width - 1, Math.floor((x + 100 * square) * unit));
    const py = Math.min(this.pixels.height - 1, Math.floor(y * unit));
    return pixelAt(this.pixels, px, py);
  }

  /** The share of the sign's pixels near a colour. */
  share(colour: string): number {
    let count = 0;
    const total = this.pixels.width * this.pixels.height;
    for (let pixel = 0; pixel < total; pixel += 1) {
      const at = pixel * 4;
      const hex = `#${[0, 1, 2].map((offset) => (this.pixels.rgba[at + offset] ?? 0).toString(16).padStart(2, '0')).join('')}`;
      if (isColour(hex, colour)) count += 1;
    }
    return count / total;
  }

  /** Fails naming the sign, the point and the colour found. */
  expect(points: readonly (readonly [number, number])[], colour: string, square = 0): void {
    for (const [x, y] of points) {
      const found = this.at(x, y, square);
      expect(isColour(found, colour), `${this.code} at (${x}, ${y}) is ${found}, not ${colour}`).toBe(true);
    }
  }

  expectNot(points: readonly (readonly [number, number])[], colour: string): void {
    for (const [x, y] of points) {
      expect(isColour(this.at(x, y), colour), `${this.code} (${x}, ${y}) should not be ${colour}`).toBe(false);
    }
  }
}

/** The layers that float over the page (the assistant's button, the update note) are hidden: the picture is the sign's alone. */
const FLOATING = '.assistant-widget, .update-prompt-region { visibility: hidden !important; }';

async function screenshot(page: Page, code: string): Promise<Sign> {
  const sign = page.locator(`[data-testid="pictogram-catalog"] svg[data-code="${code}"]`);
  // In the middle of the window, clear of the sticky header, which an edge-aligned scroll leaves over it.
  await sign.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const png = await sign.screenshot({ style: FLOATING });
  return new Sign(code, decodePng(new Uint8Array(png)));
}

const CORNERS = [
  [3, 3],
  [97, 3],
  [3, 97],
  [97, 97],
] as const;
const SQUARE_CORNERS = [
  [5, 5],
  [95, 5],
  [5, 95],
  [95, 95],
] as const;

describe('the safety pictograms on screen (issue 15)', () => {
  const fixture = useBrowser();

  it('Settings shows every sign in its safety colours and shape, checked pixel by pixel in a screenshot', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example');
    onTestFinished(() => context.close());
    await page.goto('/settings');
    await page.getByTestId('show-pictograms').click();
    await page.getByTestId('pictogram-catalog').waitFor();

    for (const code of SIGN_CODES.GHS) {
      const sign = await screenshot(page, code);
      // A square on its point: the red frame along the four edges, white ground inside, nothing at the corners.
      sign.expect(
        [
          [27, 27],
          [73, 27],
          [73, 73],
          [27, 73],
        ],
        RED,
      );
      sign.expect(
        [
          [16, 50],
          [84, 50],
          [50, 84],
        ],
        WHITE,
      );
      sign.expectNot(CORNERS, RED);
      expect(sign.share(BLACK), `${code} has a black symbol`).toBeGreaterThan(0.015);
    }

    for (const code of SIGN_CODES.M) {
      const sign = await screenshot(page, code);
      // A blue disc: blue near its rim, not in the corners of its square.
      sign.expect(
        [
          [50, 5],
          [5, 50],
          [95, 50],
          [50, 95],
        ],
        BLUE,
      );
      sign.expectNot(CORNERS, BLUE);
      expect(sign.share(BLUE), `${code} is mostly blue`).toBeGreaterThan(0.35);
    }

    for (const code of SIGN_CODES.P) {
      const sign = await screenshot(page, code);
      // A red ring and one red bar from top left to bottom right, over white ground.
      sign.expect(
        [
          [50, 7],
          [7, 50],
          [93, 50],
          [50, 93],
        ],
        RED,
      );
      sign.expect(
        [
          [36, 36],
          [50, 50],
          [64, 64],
        ],
        RED,
      );
      sign.expectNot([[64, 36], [36, 64], ...CORNERS], RED);
      expect(sign.share(WHITE), `${code} has white ground`).toBeGreaterThan(0.15);
    }

    for (const code of SIGN_CODES.W) {
      const sign = await screenshot(page, code);
      // A yellow triangle, point up, with a black border.
      sign.expect(
        [
          [50, 25],
          [20, 78],
          [80, 78],
        ],
        YELLOW,
      );
      sign.expect(
        [
          [28, 47],
          [72, 47],
          [50, 86],
        ],
        BLACK,
      );
      sign.expectNot(
        [
          [5, 5],
          [95, 5],
          [50, 97],
        ],
        YELLOW,
      );
    }

    for (const code of SIGN_CODES.E) {
      const sign = await screenshot(page, code);
      sign.expect(SQUARE_CORNERS, GREEN);
      expect(sign.share(GREEN), `${code} is mostly green`).toBeGreaterThan(0.4);
    }

    for (const code of SIGN_CODES.F) {
      const sign = await screenshot(page, code);
      sign.expect(SQUARE_CORNERS, RED);
      if (code.includes('_')) sign.expect(SQUARE_CORNERS, RED, 1);
      expect(sign.share(RED), `${code} is mostly red`).toBeGreaterThan(0.4);
    }
  });
});
