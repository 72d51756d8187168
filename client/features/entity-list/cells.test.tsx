import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { substance } from '../../../shared/entities/substance';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { loadStatementCatalog } from '../statements';
import { CellContent } from './cells';
import { columnSpecs } from './list-rows';

const row = {
  id: 'acetone',
  pending: false,
  data: { name: 'Aceton', hazardStatements: ['H225', 'EUH066'], ghsSymbols: ['GHS02'] },
  texts: {},
  sortKeys: {},
};

function cell(locale: 'de' | 'en', field: string): string {
  const spec = columnSpecs(substance).find((candidate) => candidate.column.field === field);
  if (!spec) throw new Error(`no column ${field}`);
  return renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale, messages: { de, en } })}>
      <CellContent spec={spec} row={row} />
    </I18nProvider>,
  );
}

describe('the substance list cells', () => {
  beforeAll(async () => {
    await loadStatementCatalog();
  });

  it('lists the hazard statements as a column before the pictograms, shown as codes', () => {
    const fields = columnSpecs(substance).map((spec) => spec.column.field);
    expect(fields.indexOf('hazardStatements')).toBeGreaterThan(0);
    expect(fields.indexOf('hazardStatements')).toBeLessThan(fields.indexOf('ghsSymbols'));
  });

  it('shows each statement code with its official text as tooltip and as what a screen reader reads', () => {
    const html = cell('de', 'hazardStatements');
    expect(html).toContain('title="H225 Flüssigkeit und Dampf leicht entzündbar."');
    expect(html).toContain('<span aria-hidden="true">H225</span>');
    expect(html).toContain('<span class="visually-hidden">H225 Flüssigkeit und Dampf leicht entzündbar.</span>');
    expect(html).toContain('EUH066 Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.');
    expect(cell('en', 'hazardStatements')).toContain('title="H225 Highly flammable liquid and vapour."');
  });

  it('draws the pictograms of the symbol column, as before', () => {
    expect(cell('en', 'ghsSymbols')).toMatch(/<svg[^>]*aria-label="GHS02/);
  });
});
