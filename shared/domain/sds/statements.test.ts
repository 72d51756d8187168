import { describe, expect, it } from 'vitest';
import { hazardStatementsIn, precautionaryStatementsIn } from './statements';
import { testDocument } from './test-document';

function lines(texts: readonly string[]) {
  return testDocument(texts).pages.flatMap((page) => page.lines);
}

const values = (findings: readonly { value: string }[]) => findings.map((finding) => finding.value);

describe('SDS-7 H and EUH statements', () => {
  it('reads H and EUH codes with the suffixes of CLP Annex III', () => {
    const found = hazardStatementsIn(
      lines([
        'H360FD Kann die Fruchtbarkeit beeinträchtigen. Kann das Kind im Mutterleib schädigen.',
        'H361fd Kann vermutlich die Fruchtbarkeit beeinträchtigen.',
        'H350i Kann bei Einatmen Krebs erzeugen.',
        'EUH208 Enthält 1,2-Benzisothiazol-3(2H)-on. Kann allergische Reaktionen hervorrufen.',
        'EUH201A Achtung! Enthält Blei.',
      ]),
    );
    expect(values(found)).toEqual(['H360FD', 'H361fd', 'H350i', 'EUH208', 'EUH201A']);
  });

  it('keeps a combination as printed, without spaces: "H302 + H332" → "H302+H332"', () => {
    expect(
      values(
        hazardStatementsIn(
          lines(['H302 + H332 Harmful if swallowed or if inhaled.', 'H315+H320 Causes skin and eye irritation.']),
        ),
      ),
    ).toEqual(['H302+H332', 'H315+H320']);
  });

  it('reads run-in paragraphs and codes glued to the text before or after them', () => {
    const found = hazardStatementsIn(
      lines([
        'Hazard Statements: H225: Highly flammable liquid and vapor.H304: May be fatal if swallowed',
        'H410Sehr giftig',
      ]),
    );
    expect(values(found)).toEqual(['H225', 'H304', 'H410']);
  });

  it('lists each code once, with every line it stands on as evidence', () => {
    const [finding] = hazardStatementsIn(lines(['H319 Causes serious eye irritation.', 'Repeated: H319']));
    expect(finding?.evidence.map((line) => line.text)).toEqual([
      'H319 Causes serious eye irritation.',
      'Repeated: H319',
    ]);
  });

  it('takes no R phrases, section numbers or product codes for H statements', () => {
    expect(
      hazardStatementsIn(
        lines(['R36/38 Reizt die Augen und die Haut.', 'Siehe H-Sätze in 16.', 'Art.-Nr. H12345', 'H2O']),
      ),
    ).toEqual([]);
  });
});

describe('SDS-7 P statements', () => {
  it('writes combinations without spaces and gives every part its letter', () => {
    const found = precautionaryStatementsIn(
      lines([
        'P303 + P361 + P353 IF ON SKIN (or hair): Take off immediately all contaminated clothing.',
        'P301+330+331 BEI VERSCHLUCKEN: Mund ausspülen. KEIN Erbrechen herbeiführen.',
      ]),
    );
    expect(values(found)).toEqual(['P303+P361+P353', 'P301+P330+P331']);
  });

  it('follows a combination broken across lines after its "+"', () => {
    const [finding] = precautionaryStatementsIn(
      lines(['P305 + P351 +', 'P338 BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen.']),
    );
    expect(finding?.value).toBe('P305+P351+P338');
    expect(finding?.evidence).toHaveLength(2);
  });

  it('reads a list on one line and codes glued to the end of the previous sentence', () => {
    expect(
      values(
        precautionaryStatementsIn(
          lines(['Sicherheitshinweise: P314, P405, P501', 'Store locked up.P501: Dispose of contents.']),
        ),
      ),
    ).toEqual(['P314', 'P405', 'P501']);
  });
});
