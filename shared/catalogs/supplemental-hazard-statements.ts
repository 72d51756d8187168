/**
 * The supplemental hazard statements (EUH) of Regulation (EC) No 1272/2008 (CLP), Annex III
 * Parts 2 and 3 (with the hazard classes of Delegated Regulation (EU) 2023/707), in the official
 * English and German wording: `[en, de]`.
 *
 * Source: © European Union, https://eur-lex.europa.eu, 1998-2025, CC BY 4.0, taken from the
 * consolidated text of 1 September 2025 via github.com/mhchem/hpstatements (`clp/`). Changes: the
 * statements are reorganised into TypeScript records by kind; the wording is unchanged, placeholders
 * (`<…>`, `…`, `[…]`) as in the regulation. client/features/statements/statement-catalog.reference.test.ts
 * compares every code and text with the reference files.
 */
import type { StatementText } from './statement-text';

/** CLP Annex III Parts 2 and 3, in the order of the regulation. */
export const SUPPLEMENTAL_HAZARD_STATEMENTS: Readonly<Record<string, StatementText>> = {
  EUH014: ['Reacts violently with water.', 'Reagiert heftig mit Wasser.'],
  EUH018: [
    'In use may form flammable/explosive vapour-air mixture.',
    'Kann bei Verwendung explosionsfähige/entzündbare Dampf/Luft-Gemische bilden.',
  ],
  EUH019: ['May form explosive peroxides.', 'Kann explosionsfähige Peroxide bilden.'],
  EUH029: ['Contact with water liberates toxic gas.', 'Entwickelt bei Berührung mit Wasser giftige Gase.'],
  EUH031: ['Contact with acids liberates toxic gas.', 'Entwickelt bei Berührung mit Säure giftige Gase.'],
  EUH032: ['Contact with acids liberates very toxic gas.', 'Entwickelt bei Berührung mit Säure sehr giftige Gase.'],
  EUH044: ['Risk of explosion if heated under confinement.', 'Explosionsgefahr bei Erhitzen unter Einschluss.'],
  EUH066: [
    'Repeated exposure may cause skin dryness or cracking.',
    'Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
  ],
  EUH070: ['Toxic by eye contact.', 'Giftig bei Berührung mit den Augen.'],
  EUH071: ['Corrosive to the respiratory tract.', 'Wirkt ätzend auf die Atemwege.'],
  EUH201: [
    'Contains lead. Should not be used on surfaces liable to be chewed or sucked by children.',
    'Enthält Blei. Nicht für den Anstrich von Gegenständen verwenden, die von Kindern gekaut oder gelutscht werden könnten.',
  ],
  EUH201A: ['Warning! Contains lead.', 'Achtung! Enthält Blei.'],
  EUH202: [
    'Cyanoacrylate. Danger. Bonds skin and eyes in seconds. Keep out of the reach of children.',
    'Cyanacrylat. Gefahr. Klebt innerhalb von Sekunden Haut und Augenlider zusammen. Darf nicht in die Hände von Kindern gelangen.',
  ],
  EUH203: [
    'Contains chromium (VI). May produce an allergic reaction.',
    'Enthält Chrom (VI). Kann allergische Reaktionen hervorrufen.',
  ],
  EUH204: [
    'Contains isocyanates. May produce an allergic reaction.',
    'Enthält Isocyanate. Kann allergische Reaktionen hervorrufen.',
  ],
  EUH205: [
    'Contains epoxy constituents. May produce an allergic reaction.',
    'Enthält epoxidhaltige Verbindungen. Kann allergische Reaktionen hervorrufen.',
  ],
  EUH206: [
    'Warning! Do not use together with other products. May release dangerous gases (chlorine).',
    'Achtung! Nicht zusammen mit anderen Produkten verwenden, da gefährliche Gase (Chlor) freigesetzt werden können.',
  ],
  EUH207: [
    'Warning! Contains cadmium. Dangerous fumes are formed during use. See information supplied by the manufacturer. Comply with the safety instructions.',
    'Achtung! Enthält Cadmium. Bei der Verwendung entstehen gefährliche Dämpfe. Hinweise des Herstellers beachten. Sicherheitsanweisungen einhalten.',
  ],
  EUH208: [
    'Contains <name of sensitising substance>. May produce an allergic reaction.',
    'Enthält <Name des sensibilisierenden Stoffes>. Kann allergische Reaktionen hervorrufen.',
  ],
  EUH209: ['Can become highly flammable in use.', 'Kann bei Verwendung leicht entzündbar werden.'],
  EUH209A: ['Can become flammable in use.', 'Kann bei Verwendung entzündbar werden.'],
  EUH210: ['Safety data sheet available on request.', 'Sicherheitsdatenblatt auf Anfrage erhältlich.'],
  EUH211: [
    'Warning! Hazardous respirable droplets may be formed when sprayed. Do not breathe spray or mist.',
    'Achtung! Beim Sprühen können gefährliche lungengängige Tröpfchen entstehen. Aerosol oder Nebel nicht einatmen.',
  ],
  EUH212: [
    'Warning! Hazardous respirable dust may be formed when used. Do not breathe dust.',
    'Achtung! Bei der Verwendung kann gefährlicher lungengängiger Staub entstehen. Staub nicht einatmen.',
  ],
  EUH380: ['May cause endocrine disruption in humans', 'Kann beim Menschen endokrine Störungen verursachen'],
  EUH381: [
    'Suspected of causing endocrine disruption in humans',
    'Steht in dem Verdacht, beim Menschen endokrine Störungen zu verursachen',
  ],
  EUH401: [
    'To avoid risks to human health and the environment, comply with the instructions for use.',
    'Zur Vermeidung von Risiken für Mensch und Umwelt die Gebrauchsanleitung einhalten.',
  ],
  EUH430: ['May cause endocrine disruption in the environment', 'Kann endokrine Störungen in der Umwelt verursachen'],
  EUH431: [
    'Suspected of causing endocrine disruption in the environment',
    'Steht in dem Verdacht, endokrine Störungen in der Umwelt zu verursachen',
  ],
  EUH440: [
    'Accumulates in the environment and living organisms including in humans',
    'Anreicherung in der Umwelt und in lebenden Organismen einschließlich Menschen',
  ],
  EUH441: [
    'Strongly accumulates in the environment and living organisms including in humans',
    'Starke Anreicherung in der Umwelt und in lebenden Organismen einschließlich Menschen',
  ],
  EUH450: [
    'Can cause long-lasting and diffuse contamination of water resources',
    'Kann lang anhaltende und diffuse Verschmutzung von Wasserressourcen verursachen',
  ],
  EUH451: [
    'Can cause very long-lasting and diffuse contamination of water resources',
    'Kann sehr lang anhaltende und diffuse Verschmutzung von Wasserressourcen verursachen',
  ],
};
