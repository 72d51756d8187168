import { describe, expect, it } from 'vitest';
import { readPdfPages } from './pdf-reader';
import { finishReport, startReport } from './report-frame';
import { testI18n, testPrint } from './testing';

async function written(compress: boolean): Promise<Uint8Array> {
  const cursor = startReport({ ...(await testPrint()), compress });
  cursor.text('Łukasz Żółć, Gül Yılmaz, Αθηνά', { bold: true });
  cursor.pair('Größe', '20 °C – „Tor 2“ – 5 €');
  const blob = finishReport(
    cursor,
    { company: 'Acme', title: 'Probe', createdAt: new Date(2026, 2, 14) },
    testI18n('de'),
  );
  return new Uint8Array(await blob.arrayBuffer());
}

describe('readPdfPages', () => {
  it('reads the text of compressed and uncompressed reports alike, through the fonts’ Unicode maps', async () => {
    const [plain] = readPdfPages(await written(false));
    const [compressed] = readPdfPages(await written(true));
    expect(plain?.text).toContain('Łukasz Żółć, Gül Yılmaz, Αθηνά');
    expect(plain?.text).toContain('20 °C – „Tor 2“ – 5 €');
    expect(plain?.text).toContain('Seite 1 von 1');
    expect(compressed?.text).toBe(plain?.text);
  });

  it('gives each line its position on the A4 page in points', async () => {
    const [page] = readPdfPages(await written(false));
    expect(page?.width).toBeCloseTo(595.28);
    expect(page?.height).toBeCloseTo(841.89);
    const name = page?.runs.find((run) => run.text.startsWith('Łukasz'));
    expect(name?.x).toBeCloseTo((20 * 72) / 25.4);
    expect(name?.size).toBe(9);
    expect(name?.width).toBeGreaterThan(100);
  });
});
