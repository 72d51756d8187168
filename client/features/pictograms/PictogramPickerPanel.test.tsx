import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { PictogramPickerPanel } from './PictogramPickerPanel';

const german = setupI18n({ locale: 'de', messages: { de } });
const english = setupI18n({ locale: 'en', messages: { en } });

function render(catalog: SignCatalog, codes: readonly string[], i18n = german) {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PictogramPickerPanel
        id="field-ghsSymbols"
        catalog={catalog}
        label="GHS-Piktogramme"
        codes={codes}
        onChange={() => undefined}
        errorId={undefined}
      />
    </I18nProvider>,
  );
}

describe('the pictogram picker', () => {
  it('shows the chosen signs drawn, with code and name in the interface language, in their order', () => {
    const html = render('GHS', ['GHS07', 'GHS02']);
    expect(html.indexOf('aria-label="GHS07 Ausrufezeichen')).toBeLessThan(html.indexOf('aria-label="GHS02 Flamme'));
    expect(html).toContain('<svg class="pictogram"');
    expect(html).toContain('Flamme (entzündbar)');
    expect(render('GHS', ['GHS02'], english)).toContain('Flame (flammable)');
  });

  it('draws a fire sign with its arrow and names the arrow', () => {
    expect(render('F', ['F001_UP_LEFT'], english)).toContain('Fire extinguisher, arrow up left');
    expect(render('F', ['F001_UP_LEFT'])).toContain('Feuerlöscher, Pfeil nach oben links');
  });

  it('keeps an unknown sign code stored before, marked and removable', () => {
    const html = render('M', ['M999']);
    expect(html).toContain('Unbekannter Zeichencode');
    expect(html).toContain('aria-label="M999 entfernen"');
  });

  it('opens the choice by a button the field label points to', () => {
    const html = render('GHS', []);
    expect(html).toMatch(
      /<button id="field-ghsSymbols" type="button"[^>]*aria-expanded="false"[^>]*>Zeichen wählen<\/button>/,
    );
  });
});
