import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storageContents } from '../../../shared/domain/substances';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { JointStorageHints } from './JointStorageHints';

const stored = (id: string, name: string, storageClasses: string[]) => ({
  id,
  data: {
    name,
    storageClasses,
    storageLocations: [{ id: `${id}-1`, storage: 'st', quantity: { value: 1, unit: 'L' } }],
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

  it('says when only one class, or none, is stored, in German too', () => {
    expect(render('de', [stored('a', 'Aceton', ['3']), stored('i', 'Isopropanol', ['3'])])).toContain(
      'Hier lagert nur eine Lagerklasse.',
    );
    expect(render('de', [stored('z', 'Zement', [])])).toContain(
      'Für die hier gelagerten Stoffe ist keine Lagerklasse erfasst.',
    );
  });
});
