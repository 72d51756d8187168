import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ARROW_DIRECTION_TEXTS, SAFETY_SIGN_TEXTS } from '../../../shared/catalogs/safety-sign-texts';
import { ARROW_DIRECTIONS, SIGN_CATALOGS } from '../../../shared/enums/catalogs';
import { SIGN_CODES } from '../../../shared/enums/safety-signs';
import { messages as en } from '../../locales/en/messages.po';
import { COLOURS } from './colours';
import { Pictogram, Pictograms } from './Pictogram';
import { PictogramCatalog } from './PictogramCatalog';
import { PictogramDrawing } from './PictogramDrawing';
import { PictogramSvg } from './PictogramSvg';
import { familyCodes, pictogramName, signName } from './pictogram-name';
import { signArt } from './sign-art';
import { parseSignCode } from './sign-code';

const english = setupI18n({ locale: 'en', messages: { en } });

function markup(code: string): string {
  const sign = parseSignCode(code);
  const art = sign && signArt(sign);
  if (art === undefined) throw new Error(`no drawing for ${code}`);
  return renderToStaticMarkup(<PictogramSvg code={code} art={art} name={code} size={32} />);
}

describe.each(SIGN_CATALOGS)('the %s catalogue', (catalog) => {
  it.each(SIGN_CODES[catalog])('%s has a drawing and a German and an English name', (code) => {
    expect(markup(code)).toContain('<svg');
    const inEnglish = pictogramName('en', code);
    const inGerman = pictogramName('de', code);
    expect(inEnglish).toMatch(new RegExp(`^${code} \\S`));
    expect(inGerman).toMatch(new RegExp(`^${code} \\S`));
    expect(inGerman).not.toBe(inEnglish);
  });
});

describe('the sign-name catalogue', () => {
  it('names exactly the ISO 7010 signs of the catalogues, GHS names coming from the GHS texts', () => {
    const bases = SIGN_CATALOGS.filter((catalog) => catalog !== 'GHS').flatMap((catalog) =>
      SIGN_CODES[catalog].filter((code) => !code.includes('_')),
    );
    expect(Object.keys(SAFETY_SIGN_TEXTS).sort()).toEqual([...bases].sort());
  });

  it("lists each catalogue's codes in the order of the sign catalogues", () => {
    for (const catalog of SIGN_CATALOGS) expect(familyCodes(catalog)).toEqual(SIGN_CODES[catalog]);
  });

  it('names every arrow differently in German and English', () => {
    for (const direction of ARROW_DIRECTIONS) {
      const [inEnglish, inGerman] = ARROW_DIRECTION_TEXTS[direction];
      expect(inGerman).not.toBe(inEnglish);
    }
  });
});

describe('the colours of each family', () => {
  it('draws GHS pictograms as a diamond with a red frame on white ground', () => {
    for (const code of SIGN_CODES.GHS) {
      expect(markup(code)).toMatch(
        new RegExp(`<polygon points="50,4 96,50 50,96 4,50" fill="${COLOURS.white}" stroke="${COLOURS.red}"`),
      );
    }
  });

  it('draws mandatory signs as a blue disc', () => {
    for (const code of SIGN_CODES.M)
      expect(markup(code)).toContain(`<circle cx="50" cy="50" r="48" fill="${COLOURS.blue}"`);
  });

  it('draws prohibition signs as a red ring on white with a red diagonal bar', () => {
    for (const code of SIGN_CODES.P) {
      const html = markup(code);
      expect(html).toContain(`<circle cx="50" cy="50" r="43" fill="${COLOURS.white}" stroke="${COLOURS.red}"`);
      expect(html).toMatch(
        new RegExp(`<line x1="20" y1="20" x2="80" y2="80" stroke="${COLOURS.red}"[^>]*></line></svg>$`),
      );
    }
  });

  it('draws warning signs as a yellow triangle with a black border', () => {
    for (const code of SIGN_CODES.W) {
      expect(markup(code)).toContain(`<path d="M50 8L94 86H6z" fill="${COLOURS.yellow}" stroke="${COLOURS.black}"`);
    }
  });

  it('draws rescue signs on a green square and fire signs, arrows included, on red squares', () => {
    const square = (colour: string) => `<rect x="1" y="1" width="98" height="98" rx="4" fill="${colour}"></rect>`;
    for (const code of SIGN_CODES.E) expect(markup(code)).toContain(square(COLOURS.green));
    for (const code of SIGN_CODES.F) {
      const squares = markup(code).split(square(COLOURS.red)).length - 1;
      expect(squares).toBe(code.includes('_') ? 2 : 1);
    }
  });

  it('draws every symbol of a white-symbol family in white and every other in black', () => {
    for (const code of [...SIGN_CODES.M, ...SIGN_CODES.E, ...SIGN_CODES.F]) {
      expect(markup(code)).toContain(`<g fill="${COLOURS.white}">`);
    }
    for (const code of [...SIGN_CODES.GHS, ...SIGN_CODES.P, ...SIGN_CODES.W]) {
      expect(markup(code)).toContain(`<g fill="${COLOURS.black}">`);
    }
  });
});

describe('a fire-protection sign with an arrow', () => {
  it('is twice as wide and names the arrow', () => {
    const sign = parseSignCode('F001_UP_LEFT');
    expect(sign).toEqual({ catalog: 'F', base: 'F001', arrow: 'UP_LEFT' });
    expect(markup('F001_UP_LEFT')).toContain('viewBox="0 0 200 100"');
    expect(pictogramName('de', 'F001_UP_LEFT')).toBe('F001_UP_LEFT Feuerlöscher, Pfeil nach oben links');
    expect(pictogramName('en', 'F001_UP_LEFT')).toBe('F001_UP_LEFT Fire extinguisher, arrow up left');
  });
});

describe('a drawn sign', () => {
  it('is an image named by its code and name in the interface language', () => {
    const sign = parseSignCode('GHS02');
    const art = sign && signArt(sign);
    if (art === undefined) throw new Error('no drawing');
    const name = pictogramName('de', 'GHS02') ?? '';
    const html = renderToStaticMarkup(<PictogramSvg code="GHS02" art={art} name={name} size={32} />);
    expect(html).toContain('role="img" aria-label="GHS02 Flamme (entzündbar)"');
    expect(html).toContain('<title>GHS02 Flamme (entzündbar)</title>');
  });

  it('is named in the language of the interface', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={english}>
        <PictogramDrawing code="F001_UP" size={32} />
      </I18nProvider>,
    );
    expect(html).toContain('aria-label="F001_UP Fire extinguisher, arrow up"');
  });

  it('is not drawn for codes outside the sign catalogues', () => {
    expect(parseSignCode('H225')).toBeUndefined();
    expect(parseSignCode('F001_SIDEWAYS')).toBeUndefined();
    expect(parseSignCode('GHS02_UP')).toBeUndefined();
    const unknown = parseSignCode('P999');
    expect(unknown && signArt(unknown)).toBeUndefined();
    expect(pictogramName('en', 'P999')).toBeUndefined();
  });
});

describe('the review page', () => {
  it('lists every catalogue code with its German and its English name', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={english}>
        <PictogramCatalog />
      </I18nProvider>,
    );
    for (const code of Object.values(SIGN_CODES).flat()) {
      expect(html).toContain(`<span class="pictogram-catalog-code">${code}</span>`);
      expect(html).toContain(`<span lang="de">${signName('de', code)}</span>`);
      expect(html).toContain(`<span lang="en">${signName('en', code)}</span>`);
    }
  });
});

describe('before the drawings have loaded', () => {
  it('shows a sign alone as its code', () => {
    expect(renderToStaticMarkup(<Pictogram code="GHS02" />)).toMatch(
      /role="img" aria-label="GHS02"[^>]*>GHS02<\/span>/,
    );
  });

  it('holds the place of each sign in a row, with the code once beside it', () => {
    const html = renderToStaticMarkup(<Pictograms codes={['GHS02', 'M004']} size={28} />);
    expect(html).toContain('<svg class="pictogram" width="28" height="28" role="img" aria-label="GHS02"></svg>');
    expect(html.match(/>GHS02</g)).toHaveLength(1);
    expect(html.match(/>M004</g)).toHaveLength(1);
  });
});
