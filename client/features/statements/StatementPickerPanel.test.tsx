import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { loadStatementCatalog } from './load-statement-catalog';
import { StatementPickerPanel } from './StatementPickerPanel';

const german = setupI18n({ locale: 'de', messages: { de } });
const english = setupI18n({ locale: 'en', messages: { en } });

function render(codes: readonly string[], i18n = german, field: 'H_STATEMENT' | 'P_STATEMENT' = 'H_STATEMENT') {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StatementPickerPanel
        id="field-hazardStatements"
        field={field}
        label="Gefahrenhinweise"
        codes={codes}
        onChange={() => undefined}
        required={false}
        errorId="field-hazardStatements-error"
      />
    </I18nProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<wbr\/>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the statement picker', () => {
  // The picker renders the texts at once when the catalog has been loaded, as on a second visit.
  beforeAll(async () => {
    await loadStatementCatalog();
  });

  it('lists the chosen statements with code and official text, in the order chosen', () => {
    const html = text(render(['H319', 'H225', 'EUH066']));
    expect(html).toContain(
      'H319 Verursacht schwere Augenreizung. ↑ ↓ × ' +
        'H225 Flüssigkeit und Dampf leicht entzündbar. ↑ ↓ × ' +
        'EUH066 Wiederholter Kontakt kann zu spröder oder rissiger Haut führen. ↑ ↓ ×',
    );
  });

  it('shows the texts in English for an English interface, combinations with their own text', () => {
    expect(text(render(['P301+P310'], english, 'P_STATEMENT'))).toContain(
      'P301+P310 IF SWALLOWED: Immediately call a POISON CENTER/doctor/…',
    );
  });

  it('keeps an unknown code stored before, marked and removable', () => {
    const html = render(['H225', 'R36']);
    expect(text(html)).toContain('R36 Nicht im CLP-Katalog');
    expect(html).toContain('aria-label="R36 entfernen"');
  });

  it('names the list and its buttons, and offers moving only where an entry can move', () => {
    const html = render(['H225', 'H319']);
    expect(html).toContain(
      '<ol class="ordered-choices" aria-label="Gefahrenhinweise: gewählt, in dieser Reihenfolge">',
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="H225 nach oben schieben"/);
    expect(html).toMatch(/<button[^>]*aria-label="H225 nach unten schieben"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="H319 nach unten schieben"/);
  });

  it('searches in a combobox labelled by the field, described by its hint and errors', () => {
    const html = render([]);
    expect(html).toMatch(/<input id="field-hazardStatements"[^>]*role="combobox"/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="[^"]+ [^"]+ field-hazardStatements-error"/);
    expect(html).not.toContain('<ol');
  });
});
