import { describe, expect, it } from 'vitest';
import {
  ghsSymbols,
  labelBlock,
  labelHazardStatements,
  labelPrecautionaryStatements,
  signalWord,
} from './label-elements';
import { detectSections } from './sections';
import { testDocument } from './test-document';

function block(lines: readonly string[]) {
  return labelBlock(detectSections(testDocument(lines)));
}

const values = (findings: readonly { value: string }[]) => findings.map((finding) => finding.value);

const GERMAN = [
  'ABSCHNITT 2: Mögliche Gefahren',
  '2.1 Einstufung des Stoffs oder Gemischs',
  'Flam. Liq. 2, H225 | Eye Irrit. 2, H319 | STOT SE 3, H336',
  '2.2 Kennzeichnungselemente',
  'Gefahrenpiktogramme: | GHS02 | GHS07',
  'Signalwort: | Gefahr',
  'Gefahrenhinweise: | H225 Flüssigkeit und Dampf leicht entzündbar.',
  'H319 Verursacht schwere Augenreizung.',
  'Sicherheitshinweise: | P210 Von Hitze fernhalten.',
  'P305 + P351 + P338 BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen.',
  'Ergänzende Gefahrenmerkmale: | EUH066 Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
  '2.3 Sonstige Gefahren',
  'Keine bekannt.',
  'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
  'Aceton | CAS-Nr. 67-64-1 | Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336',
  'Methanol | CAS-Nr. 67-56-1 | Acute Tox. 3, H301+H311+H331; STOT SE 1, H370',
];

const ENGLISH = [
  'SECTION 2: Hazards identification',
  'Label elements',
  'Hazard pictograms: Flame, Exclamation mark',
  'Signal word: Warning',
  'Hazard statements: H226 Flammable liquid and vapour.',
  'Precautionary statements: P210 Keep away from heat.',
  'Other hazards',
  'None.',
  'SECTION 3: Composition/information on ingredients',
  'Ethanol 64-17-5 H225',
];

describe('SDS-8 label elements of section 2', () => {
  it('reads the mixture’s H and EUH statements from 2.2, not the components’ of section 3', () => {
    expect(values(labelHazardStatements(block(GERMAN)))).toEqual(['H225', 'H319', 'EUH066']);
  });

  it('reads the P statements of 2.2 with their combinations', () => {
    expect(values(labelPrecautionaryStatements(block(GERMAN)))).toEqual(['P210', 'P305+P351+P338']);
  });

  it('finds unnumbered label elements by their title', () => {
    expect(values(labelHazardStatements(block(ENGLISH)))).toEqual(['H226']);
    expect(values(labelPrecautionaryStatements(block(ENGLISH)))).toEqual(['P210']);
  });

  it('takes the classification’s codes when the label gives its statements as text only', () => {
    const found = labelHazardStatements(
      block([
        'SECTION 2: Hazards identification',
        '2.1 Classification of the substance or mixture',
        'Flam. Liq. 2, H225',
        'Eye Irrit. 2, H319',
        '2.2 Label elements',
        'Hazard statements : Highly flammable liquid and vapour.',
        'Causes serious eye irritation.',
        'SECTION 3: Composition/information on ingredients',
      ]),
    );
    expect(values(found)).toEqual(['H225', 'H319']);
  });

  it('reads the whole section 2 of a sheet that marks no label elements', () => {
    const found = block([
      'Section 2: Hazards Identification',
      'Hazard Classification: Eye Irrit. 2B H320 Causes eye irritation.',
      'Signal Word: WARNING',
      'Precautionary Statements: P264 Wash thoroughly after handling.',
      'Section 3: Composition/Information on Ingredients',
    ]);
    expect(values(labelHazardStatements(found))).toEqual(['H320']);
    expect(signalWord(found)?.value).toBe('WARNING');
  });

  it('has no statements when the label says none', () => {
    const found = block([
      'ABSCHNITT 2: Mögliche Gefahren',
      '2.2 Kennzeichnungselemente',
      'Das Produkt ist nicht kennzeichnungspflichtig.',
      'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
      'Inhaltsstoff A | Skin Sens. 1, H317',
    ]);
    expect(labelHazardStatements(found)).toEqual([]);
    expect(signalWord(found)).toBeUndefined();
  });
});

describe('SDS-8c signal word', () => {
  it.each([
    ['Signalwort: Gefahr', 'DANGER'],
    ['Signalwort (CLP) : Achtung', 'WARNING'],
    ['Signal Word: | Danger', 'DANGER'],
    ['Signal word: WARNING', 'WARNING'],
  ])('"%s" → %s', (line, word) => {
    expect(
      signalWord(block(['SECTION 2: Hazards identification', '2.2 Label elements', line, 'SECTION 3: Composition']))
        ?.value,
    ).toBe(word);
  });

  it('reads a signal word on the line below its label', () => {
    const found = signalWord(
      block(['2. HAZARDS IDENTIFICATION', '2.2 Label elements', 'Signal Word', 'Warning', '3. COMPOSITION']),
    );
    expect(found?.value).toBe('WARNING');
    expect(found?.evidence.map((line) => line.text)).toEqual(['Signal Word', 'Warning']);
  });

  it('has none when the label says "keine" or "none"', () => {
    expect(
      signalWord(
        block([
          'ABSCHNITT 2: Mögliche Gefahren',
          '2.2 Kennzeichnungselemente',
          'Signalworte: keine',
          'ABSCHNITT 3: Zusammensetzung',
        ]),
      ),
    ).toBeUndefined();
  });

  it('does not read a component’s signal word in section 3', () => {
    const found = signalWord(
      block([
        'ABSCHNITT 2: Mögliche Gefahren',
        '2.2 Kennzeichnungselemente',
        'keine',
        'ABSCHNITT 3: Zusammensetzung',
        'Signalwort: Gefahr',
      ]),
    );
    expect(found).toBeUndefined();
  });
});

describe('SDS-8d GHS pictograms named in the text', () => {
  it('reads codes, also two written as "GHS07-GHS09"', () => {
    expect(
      values(
        ghsSymbols(
          block([
            'ABSCHNITT 2: Mögliche Gefahren',
            '2.2 Kennzeichnungselemente',
            'Piktogramme: GHS07-GHS09',
            'ABSCHNITT 3: Zusammensetzung',
          ]),
        ),
      ),
    ).toEqual(['GHS07', 'GHS09']);
  });

  it('reads the pictograms’ CLP names in German and English', () => {
    expect(values(ghsSymbols(block(GERMAN)))).toEqual(['GHS02', 'GHS07']);
    expect(values(ghsSymbols(block(ENGLISH)))).toEqual(['GHS02', 'GHS07']);
    expect(
      values(
        ghsSymbols(
          block([
            'ABSCHNITT 2: Mögliche Gefahren',
            '2.2 Kennzeichnungselemente',
            'Gefahrenpiktogramme: Flamme, Ausrufezeichen, Umwelt',
            'ABSCHNITT 3: Zusammensetzung',
          ]),
        ),
      ),
    ).toEqual(['GHS02', 'GHS07', 'GHS09']);
  });

  it('takes no word of the running text for a pictogram', () => {
    expect(
      ghsSymbols(
        block([
          'SECTION 2: Hazards identification',
          '2.2 Label elements',
          'Keep away from flame and the environment.',
          'SECTION 3: Composition',
        ]),
      ),
    ).toEqual([]);
  });
});
