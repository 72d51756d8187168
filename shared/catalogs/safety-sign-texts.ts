import type { ArrowDirection } from '../enums/catalogs';
import type { StatementText } from './statement-text';

/**
 * The names of the ISO 7010 safety signs the sign catalogues hold: the ISO 7010 sign titles, shortened,
 * in our own English and German wording. Kept out of the Lingui catalogues, which load at startup:
 * only the lazily loaded drawings and the review page import these texts.
 */
export const SAFETY_SIGN_TEXTS: Readonly<Record<string, StatementText>> = {
  M001: ['General mandatory action', 'Allgemeines Gebotszeichen'],
  M002: ['Refer to instruction manual', 'Gebrauchsanweisung beachten'],
  M003: ['Wear ear protection', 'Gehörschutz benutzen'],
  M004: ['Wear eye protection', 'Augenschutz benutzen'],
  M008: ['Wear safety footwear', 'Fußschutz benutzen'],
  M009: ['Wear protective gloves', 'Handschutz benutzen'],
  M010: ['Wear protective clothing', 'Schutzkleidung benutzen'],
  M011: ['Wash your hands', 'Hände waschen'],
  M013: ['Wear a face shield', 'Gesichtsschutz benutzen'],
  M014: ['Wear head protection', 'Kopfschutz benutzen'],
  M016: ['Wear a mask', 'Maske benutzen'],
  M017: ['Wear respiratory protection', 'Atemschutz benutzen'],
  P001: ['General prohibition', 'Allgemeines Verbotszeichen'],
  P002: ['No smoking', 'Rauchen verboten'],
  P003: ['No open flame', 'Keine offene Flamme'],
  P010: ['Do not touch', 'Berühren verboten'],
  P011: ['Do not extinguish with water', 'Mit Wasser löschen verboten'],
  P015: ['No reaching in', 'Hineinfassen verboten'],
  P022: ['No eating or drinking', 'Essen und Trinken verboten'],
  W001: ['General warning', 'Allgemeines Warnzeichen'],
  W012: ['Warning: electricity', 'Warnung vor elektrischer Spannung'],
  W014: ['Warning: forklift trucks', 'Warnung vor Flurförderzeugen'],
  W019: ['Warning: crushing', 'Warnung vor Quetschgefahr'],
  W021: ['Warning: flammable material', 'Warnung vor feuergefährlichen Stoffen'],
  W023: ['Warning: corrosive substance', 'Warnung vor ätzenden Stoffen'],
  E001: ['Emergency exit (left)', 'Notausgang (links)'],
  E002: ['Emergency exit (right)', 'Notausgang (rechts)'],
  E003: ['First aid', 'Erste Hilfe'],
  E004: ['Emergency telephone', 'Notruftelefon'],
  E011: ['Eyewash station', 'Augenspüleinrichtung'],
  E012: ['Safety shower', 'Notdusche'],
  F001: ['Fire extinguisher', 'Feuerlöscher'],
  F002: ['Fire hose reel', 'Löschschlauch'],
  F003: ['Fire ladder', 'Feuerleiter'],
  F004: ['Collection of firefighting equipment', 'Mittel und Geräte zur Brandbekämpfung'],
  F005: ['Fire alarm call point', 'Brandmelder'],
  F006: ['Emergency telephone for fire alarm', 'Brandmeldetelefon'],
};

/** The direction arrow beside a fire-protection sign (ISO 7010 supplementary arrow), in our wording. */
export const ARROW_DIRECTION_TEXTS: Readonly<Record<ArrowDirection, StatementText>> = {
  UP: ['arrow up', 'Pfeil nach oben'],
  UP_RIGHT: ['arrow up right', 'Pfeil nach oben rechts'],
  RIGHT: ['arrow right', 'Pfeil nach rechts'],
  DOWN_RIGHT: ['arrow down right', 'Pfeil nach unten rechts'],
  DOWN: ['arrow down', 'Pfeil nach unten'],
  DOWN_LEFT: ['arrow down left', 'Pfeil nach unten links'],
  LEFT: ['arrow left', 'Pfeil nach links'],
  UP_LEFT: ['arrow up left', 'Pfeil nach oben links'],
};
