import { setupI18n } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { SIGN_CODES } from '../../../shared/enums/safety-signs';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { COLOURS } from './colours';
import { PictogramSvg } from './PictogramSvg';
import { pictogramName } from './pictogram-name';
import { signArt } from './sign-art';
import { parseSignCode } from './sign-code';

const english = setupI18n({ locale: 'en', messages: { en } });
const german = setupI18n({ locale: 'de', messages: { de } });

function markup(code: string): string {
  const sign = parseSignCode(code);
  const art = sign && signArt(sign);
  if (art === undefined) throw new Error(`no drawing for ${code}`);
  return renderToStaticMarkup(<PictogramSvg code={code} art={art} name={code} size={32} />);
}

const DRAWN: readonly SignCatalog[] = ['GHS'];

describe.each(DRAWN)('the %s catalogue', (catalog) => {
  it.each(SIGN_CODES[catalog])('%s has a drawing and a German and an English name', (code) => {
    expect(markup(code)).toContain('<svg');
    const inEnglish = pictogramName(english, code);
    const inGerman = pictogramName(german, code);
    expect(inEnglish).toMatch(new RegExp(`^${code} \\S`));
    expect(inGerman).toMatch(new RegExp(`^${code} \\S`));
    expect(inGerman).not.toBe(inEnglish);
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
});

describe('a drawn sign', () => {
  it('is an image named by its code and name in the interface language', () => {
    const sign = parseSignCode('GHS02');
    const art = sign && signArt(sign);
    if (art === undefined) throw new Error('no drawing');
    const name = pictogramName(german, 'GHS02') ?? '';
    const html = renderToStaticMarkup(<PictogramSvg code="GHS02" art={art} name={name} size={32} />);
    expect(html).toContain('role="img" aria-label="GHS02 Flamme (entzündbar)"');
    expect(html).toContain('<title>GHS02 Flamme (entzündbar)</title>');
  });

  it('is not drawn for codes outside the sign catalogues', () => {
    expect(parseSignCode('H225')).toBeUndefined();
    expect(parseSignCode('F001_SIDEWAYS')).toBeUndefined();
    expect(parseSignCode('GHS02_UP')).toBeUndefined();
    const unknown = parseSignCode('P999');
    expect(unknown && signArt(unknown)).toBeUndefined();
    expect(pictogramName(english, 'P999')).toBeUndefined();
  });
});
