import { describe, expect, it } from 'vitest';
import { codesIn } from './codes';
import { loadLines } from './load-lines';
import { dueWindowDays, recognizeIntent } from './recognize';

describe('recognizeIntent', () => {
  it('understands overdue and open measures in German and English', () => {
    expect(recognizeIntent('Welche Maßnahmen sind überfällig?')).toEqual({ kind: 'MEASURES', filter: 'OVERDUE' });
    expect(recognizeIntent('Welche Massnahmen sind ueberfaellig?')).toEqual({ kind: 'MEASURES', filter: 'OVERDUE' });
    expect(recognizeIntent('Show me the overdue measures')).toEqual({ kind: 'MEASURES', filter: 'OVERDUE' });
    expect(recognizeIntent('Offene Maßnahmen')).toEqual({ kind: 'MEASURES', filter: 'OPEN' });
    expect(recognizeIntent('Which measures are still open?')).toEqual({ kind: 'MEASURES', filter: 'OPEN' });
  });

  it('understands due inspections, maintenance, permits and qualifications with their window', () => {
    expect(recognizeIntent('Welche Prüfungen sind bald fällig?')).toEqual({
      kind: 'DUE_SOON',
      dueKinds: ['INSPECTION'],
      days: 30,
    });
    expect(recognizeIntent('Which maintenance and permits are due in the next 2 weeks?')).toEqual({
      kind: 'DUE_SOON',
      dueKinds: ['MAINTENANCE', 'PERMIT'],
      days: 14,
    });
    expect(recognizeIntent('Wann müssen Qualifikationen erneuert werden?')).toMatchObject({
      kind: 'DUE_SOON',
      dueKinds: ['QUALIFICATION'],
    });
  });

  it('asks for the substances carrying a code unless the meaning is asked', () => {
    expect(recognizeIntent('Welche Stoffe haben H225?')).toEqual({
      kind: 'SUBSTANCES_WITH_CODE',
      codes: [{ kind: 'H', code: 'H225' }],
    });
    expect(recognizeIntent('substances with GHS2 or storage class 3')).toEqual({
      kind: 'SUBSTANCES_WITH_CODE',
      codes: [
        { kind: 'GHS', code: 'GHS02' },
        { kind: 'STORAGE_CLASS', code: '3' },
      ],
    });
    expect(recognizeIntent('Was bedeutet h360fd?')).toEqual({
      kind: 'CODE_MEANING',
      codes: [{ kind: 'H', code: 'H360FD' }],
    });
    expect(recognizeIntent('What does P301 + P310 mean?')).toEqual({
      kind: 'CODE_MEANING',
      codes: [{ kind: 'P', code: 'P301+P310' }],
    });
    expect(recognizeIntent('Beförderungskategorie 2')).toEqual({
      kind: 'CODE_MEANING',
      codes: [{ kind: 'TRANSPORT_CATEGORY', code: '2' }],
    });
  });

  it('understands missing risk assessments and operating instructions', () => {
    expect(recognizeIntent('Welche Tätigkeiten haben keine Gefährdungsbeurteilung?')).toEqual({
      kind: 'MISSING_DOCUMENT',
      missing: 'RISK_ASSESSMENT',
      subjects: ['ACTIVITY'],
    });
    expect(recognizeIntent('substances without an operating instruction')).toEqual({
      kind: 'MISSING_DOCUMENT',
      missing: 'OPERATING_INSTRUCTION',
      subjects: ['SUBSTANCE'],
    });
    expect(recognizeIntent('Was fehlt noch an Betriebsanweisungen?')).toMatchObject({
      subjects: ['SUBSTANCE', 'ACTIVITY'],
    });
  });

  it('understands the question for the compliance score in German and English', () => {
    for (const question of [
      'Wie gut ist unsere Compliance?',
      'Wie steht es um unsere Compliance und warum?',
      'Welche Compliance-Note haben wir?',
      'How good is our compliance?',
      'how good is our compliance and why',
      "What's our compliance score?",
    ])
      expect(recognizeIntent(question), question).toEqual({ kind: 'COMPLIANCE_SCORE' });
    expect(recognizeIntent('Compliance-Bewertungen der Regelwerke')).toEqual({ kind: 'SEARCH' });
    expect(recognizeIntent('Wie gut ist der Gabelstapler gewartet?')).not.toEqual({ kind: 'COMPLIANCE_SCORE' });
  });

  it('understands an ADR load and falls back to search', () => {
    expect(recognizeIntent('ADR-Punkte für 200 l Diesel, 50 kg Chlor')).toMatchObject({
      kind: 'TRANSPORT_POINTS',
      lines: [{ goods: 'Diesel' }, { goods: 'Chlor' }],
    });
    expect(recognizeIntent('Wo steht der Gabelstapler?')).toEqual({ kind: 'SEARCH' });
  });
});

describe('question parts', () => {
  it('reads the lines of a load with their units and goods', () => {
    expect(loadLines('Ist das freigestellt: 200 l Diesel, 50 kg Chlor und 2,5 t UN 1824?')).toEqual([
      { text: '200 l Diesel', quantity: { value: 200, unit: 'L' }, goods: 'Diesel' },
      { text: '50 kg Chlor', quantity: { value: 50, unit: 'KG' }, goods: 'Chlor' },
      { text: '2,5 t UN 1824', quantity: { value: 2.5, unit: 'T' }, goods: 'UN 1824' },
    ]);
  });

  it('finds codes in the catalog spelling and ignores unknown storage classes', () => {
    expect(codesIn('H 225, euh066, H361FD, LGK 4.1b, LGK 9')).toEqual([
      { kind: 'H', code: 'H225' },
      { kind: 'H', code: 'EUH066' },
      { kind: 'H', code: 'H361fd' },
      { kind: 'STORAGE_CLASS', code: '4.1B' },
    ]);
  });

  it('finds official combinations as one code in the catalog spelling', () => {
    expect(codesIn('p301 + p310, H300+H310 und P370+P380+P375[+P378]')).toEqual([
      { kind: 'P', code: 'P301+P310' },
      { kind: 'H', code: 'H300+H310' },
      { kind: 'P', code: 'P370+P380+P375[+P378]' },
    ]);
  });

  it('reads the look-ahead of a due question', () => {
    expect(dueWindowDays('in den naechsten 60 tagen')).toBe(60);
    expect(dueWindowDays('next 3 months')).toBe(90);
    expect(dueWindowDays('diese woche')).toBe(7);
    expect(dueWindowDays('bald')).toBe(30);
  });
});
