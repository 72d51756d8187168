import { describe, expect, it } from 'vitest';
import { detectSections } from './sections';
import { testDocument } from './test-document';
import { workplaceLimits } from './workplace-limits';

function read(lines: readonly string[], language: 'de' | 'en', known = [{ name: 'Ethanol', casNumber: '64-17-5' }]) {
  return workplaceLimits(detectSections(testDocument(lines)), language, known).limits;
}

const DE = 'ABSCHNITT 8: Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen';
const EN = 'SECTION 8: Exposure controls/personal protection';

describe('SDS-30 workplace limits', () => {
  it('reads the AGW of TRGS 900 with both units, long and short term (UDO template)', () => {
    expect(
      read(
        [DE, '64-17-5 Ethanol', 'AGW Langzeitwert: 380 mg/m³, 200 ml/m³', 'Kurzzeitwert: 1520 mg/m³, 800 ml/m³'],
        'de',
      ),
    ).toEqual([
      { kind: 'AGW', value: 380, unit: 'MG_PER_M3', agw: true, shortTerm: false, component: 'Ethanol' },
      { kind: 'AGW', value: 200, unit: 'ML_PER_M3', agw: true, shortTerm: false, component: 'Ethanol' },
      { kind: 'AGW', value: 1520, unit: 'MG_PER_M3', agw: true, shortTerm: true, component: 'Ethanol' },
      { kind: 'AGW', value: 800, unit: 'ML_PER_M3', agw: true, shortTerm: true, component: 'Ethanol' },
    ]);
  });

  it('reads a limit whose line names TRGS 900 as AGW', () => {
    expect(read([DE, 'Ethanol | 64-17-5 | AGW | 200 ml/m3 | 380 mg/m3 | Deutschland. TRGS 900'], 'de')).toMatchObject([
      { kind: 'AGW', value: 200, unit: 'ML_PER_M3', agw: true },
      { kind: 'AGW', value: 380, unit: 'MG_PER_M3', agw: true },
    ]);
  });

  it('reads a table with unit columns', () => {
    expect(
      read(
        [
          DE,
          'Arbeitsplatzgrenzwerte (TRGS 900)',
          'CAS-Nr.  | Bezeichnung | ppm | mg/m³ | Art',
          '64-17-5  | Ethanol     | 200 | 380   | AGW',
        ],
        'de',
      ),
    ).toEqual([
      { kind: 'AGW', value: 200, unit: 'ML_PER_M3', agw: true, shortTerm: false, component: 'Ethanol' },
      { kind: 'AGW', value: 380, unit: 'MG_PER_M3', agw: true, shortTerm: false, component: 'Ethanol' },
    ]);
  });

  it('reads English limits with thousands separators, STEL as short term, µg/m³ as mg/m³', () => {
    expect(
      read(
        [
          EN,
          'ethanol | EH40-WEL (1997-01-01)',
          'TWA 1,920 mg/m3, 1,000 ppm',
          'STEL: 15 mg/m³ 15 minutes.',
          'Pfizer OEL TWA-8 Hr: | 2 μg/m3',
        ],
        'en',
        [{ name: 'ethanol', casNumber: '64-17-5' }],
      ),
    ).toEqual([
      { kind: 'TWA', value: 1920, unit: 'MG_PER_M3', agw: false, shortTerm: false, component: 'ethanol' },
      { kind: 'TWA', value: 1000, unit: 'ML_PER_M3', agw: false, shortTerm: false, component: 'ethanol' },
      { kind: 'STEL', value: 15, unit: 'MG_PER_M3', agw: false, shortTerm: true, component: 'ethanol' },
      { kind: 'TWA', value: 0.002, unit: 'MG_PER_M3', agw: false, shortTerm: false, component: 'ethanol' },
    ]);
  });

  it('reads no DNEL, PNEC or value without a kind of limit', () => {
    expect(
      read(
        [
          DE,
          'DNEL-Werte',
          '- | Inhalativ, Langzeit, systemische Effekte: | 0,86 mg/m³ (allgemeine Bevölkerung)',
          'PNEC Süßwasser: 0,5 mg/l',
          'Staub: 10 mg/m³',
          'Enthält keine Stoffe mit Arbeitsplatzgrenzwerten.',
        ],
        'de',
      ),
    ).toEqual([]);
  });
});
