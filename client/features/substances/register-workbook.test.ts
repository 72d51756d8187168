import { setupI18n } from '@lingui/core';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { registerFixture } from './register-test-support';
import { registerView } from './register-view';
import { registerSheet, registerWorkbook } from './register-workbook';

const i18nOf = (locale: 'de' | 'en') => setupI18n({ locale, messages: { de, en } });

describe('the register workbook', () => {
  const view = registerView(registerFixture(), { location: undefined, storageClass: undefined }, '2026-08-20', 'de');

  it('has a column per register column, headed in the language, and a row per substance with the lines of each cell', () => {
    const { headers, cells } = registerSheet(i18nOf('de'), view.rows, view.places, true);
    expect(headers).toEqual([
      'Stoff',
      'GHS-Piktogramme',
      'Gefahrenhinweise (H-Sätze)',
      'Lagerklasse (TRGS 510)',
      'Mengen je Lager und Standort',
      'Arbeitsbereiche',
      'Sicherheitsdatenblatt',
    ]);
    expect(cells.map((row) => row[0])).toEqual(['Aceton', 'Natronlauge 50 %']);
    expect(cells[0]?.[2]?.split('\n')[0]).toBe('H225 Flüssigkeit und Dampf leicht entzündbar.');
    expect(cells[1]?.[6]).toBe('Kein Sicherheitsdatenblatt erfasst');
    expect(registerSheet(i18nOf('en'), view.rows, view.places, true).headers[4]).toBe(
      'Quantities per storage and location',
    );
  });

  it('is an Excel workbook whose sheet holds the texts', async () => {
    const blob = await registerWorkbook(i18nOf('en'), 'Register', view.rows, view.places, true);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('Highly flammable liquid and vapour.');
    expect(sheet).toContain('3 – Flammable liquids');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
