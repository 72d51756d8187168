import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storageContents } from '../../../shared/domain/substances';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { JointStorageHints } from './JointStorageHints';

const stored = (id: string, name: string, storageClasses: string[], value = 1, unit = 'L') => ({
  id,
  data: {
    name,
    storageClasses,
    storageLocations: [{ id: `${id}-1`, storage: 'st', quantity: { value, unit } }],
  },
});

function render(locale: 'de' | 'en', substances: ReturnType<typeof stored>[]): string {
  const i18n = setupI18n({ locale, messages: { de, en } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <JointStorageHints contents={storageContents('st', substances)} />
    </I18nProvider>,
  );
}

describe('the joint-storage hints of a storage (STO-2)', () => {
  it('names each pair of storage classes with their names and words the guidance with its source, never as a verdict', () => {
    const html = render('en', [
      stored('a', 'Aceton', ['3']),
      stored('l', 'Natronlauge', ['8B']),
      stored('z', 'Zement', []),
    ]);
    expect(html).toContain('3 – Flammable liquids + 8B – Non-combustible corrosive hazardous substances');
    expect(html).toContain('data-level="CHECK_TABLE"');
    expect(html).toContain('Check TRGS 510, 13.3, Table 12 for this pair: its cell of the table is not known here.');
    expect(html).toContain('Without a storage class, not part of this check: Zement.');
    expect(html).toContain('Guidance, not a legal assessment');
  });

  it("cites the clause in the user's language", () => {
    const html = render('de', [stored('a', 'Aceton', ['3']), stored('l', 'Natronlauge', ['8B'])]);
    expect(html).toContain('Für dieses Paar TRGS 510, Nr. 13.3, Tabelle 12 prüfen');
    expect(html).not.toContain('Table');
  });

  it('says when only one class, or none, is stored, in German too', () => {
    expect(render('de', [stored('a', 'Aceton', ['3']), stored('i', 'Isopropanol', ['3'])])).toContain(
      'Hier lagert nur eine Lagerklasse.',
    );
    expect(render('de', [stored('z', 'Zement', [])])).toContain(
      'Für die hier gelagerten Stoffe ist keine Lagerklasse erfasst.',
    );
  });
});

describe('the small-quantity note of the joint-storage hints (STO-3)', () => {
  it('qualifies the pairs when every quantity is a mass within the limits, with the source, in German', () => {
    const html = render('de', [stored('a', 'Aceton', ['3'], 120, 'KG'), stored('l', 'Natronlauge', ['8B'], 80, 'KG')]);
    expect(html).toContain('data-status="WITHIN"');
    expect(html).toContain('data-small-quantities="WITHIN"');
    expect(html).toContain('Kleinmengen: insgesamt 200 kg');
    expect(html).toContain('(TRGS 510, 13)');
    expect(html).toContain('Abschnitt 4');
  });

  it('says when the limits are exceeded, when a class is not considered, and when a volume leaves it open, in English', () => {
    expect(render('en', [stored('a', 'Aceton', ['3'], 250, 'KG'), stored('l', 'Lauge', ['8B'], 1, 'KG')])).toContain(
      'The joint-storage rules apply: more than 200 kg of 3 – Flammable liquids are above the small-quantity limit per storage class',
    );
    expect(render('en', [stored('a', 'Aceton', ['3'], 300, 'KG'), stored('l', 'Lauge', ['8B'], 150, 'KG')])).toContain(
      'The joint-storage rules apply: 450 kg in total are above the small-quantity limit of 400 kg',
    );
    expect(render('en', [stored('a', 'Aceton', ['3'], 1, 'KG'), stored('p', 'Peroxid', ['5.2'], 1, 'KG')])).toContain(
      'are not considered here: 5.2 – Organic peroxides',
    );
    const open = render('en', [stored('a', 'Aceton', ['3']), stored('l', 'Lauge', ['8B'], 5, 'KG')]);
    expect(open).toContain('data-status="UNKNOWN"');
    expect(open).toContain('the quantity of Aceton is not given as a mass');
    const many = render('de', [
      stored('a', 'Aceton', ['3']),
      stored('i', 'Isopropanol', ['3']),
      stored('m', 'Methanol', ['3']),
      stored('l', 'Lauge', ['8B']),
    ]);
    expect(many).toContain('Die Mengen von 4 Stoffen sind nicht als Masse angegeben.');
  });

  it('says nothing of quantities when there is no pair to qualify', () => {
    expect(render('en', [stored('a', 'Aceton', ['3'], 1, 'KG')])).not.toContain('small-quantity');
  });
});
