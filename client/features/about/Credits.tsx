import libraries from 'virtual:third-party-libraries';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { CREDIT_TEXTS, type CreditText } from './credit-texts';
import '../../styles/about.css';

/** The wording the CLP statements' licence asks to keep with them, the same in every language. */
const EUR_LEX_CREDIT = '© European Union, https://eur-lex.europa.eu, 1998-2025, CC BY 4.0';

function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? href.replace(/^https:\/\//, '')}
    </a>
  );
}

/** Where the app's texts, drawings and fonts come from, and the licences of the libraries it is built on. */
export function Credits() {
  const { i18n } = useLingui();
  const language = i18n.locale === 'en' ? 0 : 1;
  const text = (key: CreditText) => CREDIT_TEXTS[key][language];
  /** A text with a link where it says `{link}`. */
  const linked = (key: CreditText, href: string) => {
    const [before, after] = text(key).split('{link}');
    return (
      <>
        {before}
        <ExternalLink href={href} />
        {after}
      </>
    );
  };
  return (
    <div className="about" data-testid="about">
      <p>{text('intro')}</p>

      <section aria-labelledby="about-statements">
        <h3 id="about-statements">{text('statementsTitle')}</h3>
        <p>{linked('statementsSource', 'https://github.com/mhchem/hpstatements')}</p>
        <p className="about-credit" data-testid="eur-lex-credit">
          {EUR_LEX_CREDIT} (<ExternalLink href="https://creativecommons.org/licenses/by/4.0/" />)
        </p>
        <p>{text('statementsChanges')}</p>
      </section>

      <section aria-labelledby="about-pictograms">
        <h3 id="about-pictograms">{text('pictogramsTitle')}</h3>
        <p>{text('pictograms')}</p>
      </section>

      <section aria-labelledby="about-fonts">
        <h3 id="about-fonts">{text('fontsTitle')}</h3>
        <p>{linked('fonts', 'https://dejavu-fonts.github.io')}</p>
      </section>

      <section aria-labelledby="about-libraries">
        <h3 id="about-libraries">{text('librariesTitle')}</h3>
        <p>{text('libraries')}</p>
        <table className="about-libraries" data-testid="about-libraries">
          <thead>
            <tr>
              <th scope="col">{text('library')}</th>
              <th scope="col">{text('version')}</th>
              <th scope="col">{text('licence')}</th>
            </tr>
          </thead>
          <tbody>
            {libraries.map((library) => (
              <tr key={library.name}>
                <td>
                  {library.homepage ? (
                    <ExternalLink href={library.homepage}>{library.name}</ExternalLink>
                  ) : (
                    library.name
                  )}
                </td>
                <td>{library.version}</td>
                <td>{library.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
