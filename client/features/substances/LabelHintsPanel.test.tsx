import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../../../shared/entities/entity';
import { messages as de } from '../../locales/de/messages.po';
import { LabelHintsPanel } from './LabelHintsPanel';

const german = setupI18n({ locale: 'de', messages: { de } });

const render = (data: DocumentData) =>
  renderToStaticMarkup(
    <I18nProvider i18n={german}>
      <LabelHintsPanel data={data} />
    </I18nProvider>,
  );

describe('the label hints of the substance form', () => {
  it('show what does not fit, as hints that do not block saving', () => {
    const html = render({ hazardStatements: ['H225'], ghsSymbols: [], signalWord: 'WARNING' });
    expect(html).toContain('data-hint="PICTOGRAM_MISSING"');
    expect(html).toContain('Piktogramm GHS02 Flamme (entzündbar) fehlt');
    expect(html).toContain('data-hint="SIGNAL_WORD_TOO_WEAK"');
    expect(html).toContain('Nur Hinweise');
  });

  it('say that the label fits when it does', () => {
    const html = render({ hazardStatements: ['H225'], ghsSymbols: ['GHS02'], signalWord: 'DANGER' });
    expect(html).toContain('Piktogramme und Signalwort passen zu den Gefahrenhinweisen.');
    expect(html).not.toContain('data-hint');
  });

  it('stay away from a substance without hazard statements or pictograms', () => {
    expect(render({ name: 'Wasser' })).toBe('');
  });
});
