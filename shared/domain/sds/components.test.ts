import { describe, expect, it } from 'vitest';
import { components, proportionOf } from './components';
import { detectSections, sectionOf } from './sections';
import { testDocument } from './test-document';

function read(lines: readonly string[]) {
  const structure = detectSections(testDocument(lines));
  return components(sectionOf(structure, 3)?.lines ?? []);
}

describe('SDS-31 shares', () => {
  it.each([
    ['30 - 100 %', { from: 30, to: 100 }],
    ['>=15 - <=25 %', { from: 15, to: 25 }],
    ['>= 10.0 < 15.0%', { from: 10, to: 15 }],
    ['0.5% - <1%', { from: 0.5, to: 1 }],
    ['20-30%', { from: 20, to: 30 }],
    ['≥ 25 – < 50 %', { from: 25, to: 50 }],
    ['< 0,1 %', { from: null, to: 0.1 }],
    ['≤ 3%', { from: null, to: 3 }],
    ['≥ 94%', { from: 94, to: null }],
    ['0,0029 Gew.-%', { from: 0.0029, to: 0.0029 }],
    ['2%', { from: 2, to: 2 }],
  ])('"%s"', (text, share) => {
    expect(proportionOf(text)).toEqual(share);
  });

  it.each(['>=0 - <0 %', '150 %', 'Aquatic Chronic 1', '5 mg/kg'])('"%s" is no share', (text) => {
    expect(proportionOf(text)).toBeUndefined();
  });

  it('reads a bare number or range only as a cell of a table with a share column', () => {
    expect(proportionOf('>95', true)).toEqual({ from: 95, to: null });
    expect(proportionOf('2.5 - 5', true)).toEqual({ from: 2.5, to: 5 });
    expect(proportionOf('2.5 - 5')).toBeUndefined();
  });
});

describe('SDS-31 components of section 3', () => {
  it('reads a table row per component, in English', () => {
    const found = read([
      'SECTION 3: Composition/information on ingredients',
      'Component | CAS-No | EC-No. | Weight % | CLP Classification',
      'D-Mannitol | 69-65-8 | EEC No. 200-711-8 | >95 | -',
      'Ingredient name | % | CAS number',
      'sodium hydroxide | 2.5 - 5 | 1310-73-2',
    ]);
    expect(found.components).toEqual([
      { name: 'D-Mannitol', casNumber: '69-65-8', ecNumber: '200-711-8', proportion: { from: 95, to: null } },
      { name: 'sodium hydroxide', casNumber: '1310-73-2', ecNumber: null, proportion: { from: 2.5, to: 5 } },
    ]);
    expect(found.findings[0]?.evidence.map((line) => line.text)).toEqual([
      'D-Mannitol 69-65-8 EEC No. 200-711-8 >95 -',
    ]);
  });

  it('reads name and share above the identifiers (KORODUR, Firmenich layouts)', () => {
    expect(
      read([
        'ABSCHNITT 3: Zusammensetzung / Angaben zu Bestandteilen',
        'Gefährliche Inhaltsstoffe',
        '1-Phenoxypropan-2-ol | 1 - 2,5 %',
        'CAS 770-35-4',
        'Eye Irrit. 2, H319',
        '>= 1.0 < 2.5% | GHS Classification:',
        'Octanoic Acid | Skin Corrosion - Cat. 1C [H314]',
        'N° CAS : 0000124-07-2 | Eye Damage - Cat.1 [H318]',
        'N° EINECS: 204-677-5',
      ]).components,
    ).toEqual([
      { name: '1-Phenoxypropan-2-ol', casNumber: '770-35-4', ecNumber: null, proportion: { from: 1, to: 2.5 } },
      { name: 'Octanoic Acid', casNumber: '124-07-2', ecNumber: '204-677-5', proportion: { from: 1, to: 2.5 } },
    ]);
  });

  it('reads labelled components, each with its own share, in German', () => {
    expect(
      read([
        '3. ZUSAMMENSETZUNG / ANGABEN ZU DEN BESTANDTEILEN',
        '3.2.1 | Stoffbezeichnung: | Formaldehyd',
        '3.2.1.1 | EG-Nr.: | 200-001-8',
        '3.2.1.2 | CAS-Nr.: | 50-00-0',
        '3.2.1.3 | Anteil: | < 0,01%',
        '3.2.1.4 | Einstufung gem. EG VO Nr. 1272/2008: | H301, H311',
        '3.2.2 | Stoffbezeichnung: | Brodifacoum',
        '3.2.2.1 | EG-Nr.: | 259-980-5',
        '3.2.2.2 | CAS-Nr.: | 56073-10-0',
        '3.2.2.3 | Anteil: | 0,0029 Gew.-%',
      ]).components,
    ).toEqual([
      { name: 'Formaldehyd', casNumber: '50-00-0', ecNumber: '200-001-8', proportion: { from: null, to: 0.01 } },
      { name: 'Brodifacoum', casNumber: '56073-10-0', ecNumber: '259-980-5', proportion: { from: 0.0029, to: 0.0029 } },
    ]);
  });

  it('joins a wrapped name, skips a "Gehalt" line and reads a component once when a second table repeats it', () => {
    expect(
      read([
        'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
        'Fipronil (ISO) 5-Amino-1-[2,6-dichlor-4-(trifluormethyl)phenyl]-1H-pyrazol-3-',
        'carbonitril',
        'Gehalt (W/W): 0,05 % | Acute Tox. 2',
        'CAS-Nummer: 120068-37-3 | Acute Tox. 3 (oral)',
        'EG-Nummer: 424-610-5 | STOT RE 1',
        'Spezifische Konzentrationsgrenzwerte:',
        'Fipronil | (CAS-Nr.) 120068-37-3 | (C >= 0,003) Repr. 1B, H360D',
      ]).components,
    ).toEqual([
      {
        name: 'Fipronil (ISO) 5-Amino-1-[2,6-dichlor-4-(trifluormethyl)phenyl]-1H-pyrazol-3-carbonitril',
        casNumber: '120068-37-3',
        ecNumber: '424-610-5',
        proportion: { from: 0.05, to: 0.05 },
      },
    ]);
  });

  it('leaves the share empty when the sheet withholds it', () => {
    expect(
      read([
        '3. COMPOSITION / INFORMATION ON INGREDIENTS',
        'Ingredient | CAS Number | EU | %',
        'Water | 7732-18-5 | 231-791-2 | *',
      ]).components,
    ).toEqual([{ name: 'Water', casNumber: '7732-18-5', ecNumber: '231-791-2', proportion: null }]);
  });
});
