import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { Credits } from './Credits';
import { CREDIT_TEXTS } from './credit-texts';

function about(locale: 'de' | 'en'): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale, messages: { de, en } })}>
      <Credits />
    </I18nProvider>,
  );
}

describe('the credits of Settings › About Sorgfalt', () => {
  it.each([
    ['de', 'Gefahren- und Sicherheitshinweise', 'Bibliothek', 'ihr Wortlaut ist unverändert'],
    ['en', 'Hazard and precautionary statements', 'Library', 'their wording is unchanged'],
  ] as const)('credits statements, pictograms, fonts and libraries in %s', (locale, statements, library, changes) => {
    const html = about(locale);
    for (const expected of [
      `<h3 id="about-statements">${statements}</h3>`,
      library,
      changes,
      '© European Union, https://eur-lex.europa.eu, 1998-2025, CC BY 4.0',
      '<a href="https://github.com/mhchem/hpstatements" target="_blank" rel="noopener noreferrer">github.com/mhchem/hpstatements</a>',
      'href="https://creativecommons.org/licenses/by/4.0/"',
      'href="https://dejavu-fonts.github.io"',
      'ISO 7010',
    ])
      expect(html).toContain(expected);
    expect(html).not.toContain('{link}');
  });

  it('has every text in English and German, the two differing where the languages do', () => {
    for (const [key, [english, german]] of Object.entries(CREDIT_TEXTS)) {
      expect(english, key).not.toBe('');
      expect(german, key).not.toBe('');
      if (key !== 'version') expect(german, key).not.toBe(english);
      expect(english.includes('{link}'), key).toBe(german.includes('{link}'));
    }
  });

  it('lists the production libraries with version and licence, linked to their pages', () => {
    const html = about('en');
    expect(html).toMatch(
      /href="https:\/\/github.com\/parallax\/jsPDF"[^>]*>jspdf<\/a><\/td><td>\d+\.\d+\.\d+<\/td><td>MIT<\/td>/,
    );
    expect(html).toMatch(/>react<\/a><\/td><td>[\d.]+<\/td><td>MIT<\/td>/);
    expect(html).toMatch(/>dexie<\/a><\/td><td>[\d.]+<\/td><td>Apache-2.0<\/td>/);
  });
});
