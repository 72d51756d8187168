import type { StatementText } from '../../../shared/catalogs/statement-text';

/**
 * The texts of About Sorgfalt, English and German. Kept out of the Lingui catalogues, which load
 * at startup with both languages (as the safety sign names are): only the lazily loaded About
 * screen imports them, so the credits cost the first load nothing. `{link}` marks where a link goes.
 */
export const CREDIT_TEXTS = {
  intro: [
    'Sorgfalt supports occupational safety, hazardous substances, dangerous goods transport and compliance. It builds on the works of others, credited here.',
    'Sorgfalt unterstützt Arbeitsschutz, Gefahrstoffmanagement, Gefahrguttransport und Compliance. Es baut auf der Arbeit anderer auf, die hier genannt werden.',
  ],
  statementsTitle: ['Hazard and precautionary statements', 'Gefahren- und Sicherheitshinweise'],
  statementsSource: [
    'The H, EUH and P statements in German and English are the official wording of Regulation (EC) No 1272/2008 (CLP), Annexes III and IV, obtained via {link}.',
    'Die H-, EUH- und P-Sätze auf Deutsch und Englisch sind der amtliche Wortlaut der Verordnung (EG) Nr. 1272/2008 (CLP), Anhänge III und IV, bezogen über {link}.',
  ],
  statementsChanges: [
    "Changes made: the texts were reorganised into the app's catalogue of statements; their wording is unchanged.",
    'Vorgenommene Änderungen: Die Texte wurden in den Hinweiskatalog der App übernommen und neu geordnet; ihr Wortlaut ist unverändert.',
  ],
  pictogramsTitle: ['Safety pictograms', 'Piktogramme und Sicherheitszeichen'],
  pictograms: [
    'The GHS hazard pictograms and the ISO 7010 safety signs are drawn in-house after the geometry and colours that CLP Annex V, ISO 7010 and ISO 3864 describe. They are not copies of third-party artwork.',
    'Die GHS-Gefahrenpiktogramme und die Sicherheitszeichen nach ISO 7010 sind selbst gezeichnet, nach der Geometrie und den Farben, die CLP Anhang V, ISO 7010 und ISO 3864 beschreiben. Sie sind keine Kopien fremder Grafiken.',
  ],
  fontsTitle: ['Fonts', 'Schriften'],
  fonts: [
    "PDF reports are printed in DejaVu Sans ({link}) and embed it. Licence: the Bitstream Vera Fonts licence with the Arev Fonts additions; DejaVu's own changes are in the public domain. Bitstream Vera is a trademark of Bitstream, Inc.",
    'PDF-Berichte werden in DejaVu Sans ({link}) gesetzt und betten die Schrift ein. Lizenz: die Bitstream-Vera-Fonts-Lizenz mit den Ergänzungen der Arev Fonts; DejaVus eigene Änderungen sind gemeinfrei. Bitstream Vera ist eine Marke der Bitstream, Inc.',
  ],
  librariesTitle: ['Open-source libraries', 'Open-Source-Bibliotheken'],
  libraries: [
    'Sorgfalt is built on these open-source libraries (and the libraries they use in turn). Each is used under its licence, which comes with its package.',
    'Sorgfalt baut auf diesen Open-Source-Bibliotheken auf (und auf den Bibliotheken, die diese ihrerseits nutzen). Jede wird unter ihrer Lizenz genutzt, die ihrem Paket beiliegt.',
  ],
  library: ['Library', 'Bibliothek'],
  version: ['Version', 'Version'],
  licence: ['Licence', 'Lizenz'],
} as const satisfies Readonly<Record<string, StatementText>>;

export type CreditText = keyof typeof CREDIT_TEXTS;
