/**
 * The fixed sentences an operating instruction is derived with, in both languages a worker may
 * read (OI-2): the instruction's language is chosen per instruction, not the interface's, so
 * these are domain texts like the statement catalog's, not interface messages.
 */
import type { InstructionLanguage } from '../../entities/operating-instruction-fields';

type Bilingual = readonly [en: string, de: string];

export const PHRASES = {
  title: ['Operating instruction', 'Betriebsanweisung'],
  substance: ['Hazardous substance', 'Gefahrstoff'],
  manufacturer: ['Manufacturer', 'Hersteller'],
  activity: ['Activity', 'Tätigkeit'],
  workAreas: ['Work areas', 'Arbeitsbereiche'],
  equipment: ['Work equipment and storages', 'Arbeitsmittel und Lager'],
  substances: ['Substances', 'Stoffe'],
  riskAssessment: ['Risk assessment', 'Gefährdungsbeurteilung'],
  waterHazard: ['Hazardous to water', 'Wassergefährdend'],
  wgk: ['water hazard class', 'WGK'],
  disposalDefault: [
    'Dispose of residues and contaminated material as hazardous waste; do not empty into drains.',
    'Reste und verunreinigtes Material als gefährlichen Abfall entsorgen; nicht in die Kanalisation gelangen lassen.',
  ],
  firstAidDefault: [
    'Inform the first aider; in case of complaints consult a doctor and show this instruction.',
    'Ersthelfer verständigen; bei Beschwerden Arzt aufsuchen und diese Betriebsanweisung vorlegen.',
  ],
  emkgMinimum: [
    'Minimum standards (EMKG): free ventilation, hygiene measures for breathing and skin, provision and storage, fire protection.',
    'Mindeststandards (EMKG): freie Lüftung, Hygienemaßnahmen für Atemwege und Haut, Bereitstellung und Lagerung, Brandschutz.',
  ],
  'emkg.inhalation.2': [
    'Use local exhaust ventilation where the substance is released.',
    'Absaugung an der Austrittsstelle verwenden.',
  ],
  'emkg.inhalation.3': ['Work only in a closed system.', 'Nur im geschlossenen System arbeiten.'],
  'emkg.inhalation.4': [
    'Inhalation: special measures by expert advice are required.',
    'Einatmen: besondere Maßnahmen nach fachkundiger Beratung erforderlich.',
  ],
  'emkg.skin.2': [
    'Wear protective gloves suited to the substance; follow the skin protection plan.',
    'Für den Stoff geeignete Schutzhandschuhe tragen; Hautschutzplan beachten.',
  ],
  'emkg.skin.3': [
    'Avoid skin contact by technical means; wear protective gloves and protective clothing.',
    'Hautkontakt technisch vermeiden; Schutzhandschuhe und Schutzkleidung tragen.',
  ],
  'emkg.skin.4': [
    'Skin: special measures by expert advice are required.',
    'Haut: besondere Maßnahmen nach fachkundiger Beratung erforderlich.',
  ],
  'emkg.eyes.SAFETY_SPECTACLES': ['Wear safety spectacles with side shields.', 'Schutzbrille mit Seitenschutz tragen.'],
  'emkg.eyes.GOGGLES': ['Wear tightly fitting safety goggles.', 'Dicht schließende Schutzbrille (Korbbrille) tragen.'],
  'emkg.fire.2': [
    'Keep ignition sources away; avoid electrostatic charges.',
    'Zündquellen fernhalten; elektrostatische Aufladung vermeiden.',
  ],
  'emkg.fire.3': [
    'Use explosion-protected equipment only; keep the quantity at the workplace small.',
    'Nur explosionsgeschützte Geräte verwenden; Menge am Arbeitsplatz gering halten.',
  ],
  'emkg.fire.4': [
    'Fire and explosion: special measures by expert advice are required.',
    'Brand und Explosion: besondere Maßnahmen nach fachkundiger Beratung erforderlich.',
  ],
  'emkg.storage.2': [
    'Store only in the designated storage, apart from incompatible substances (TRGS 510).',
    'Nur im dafür vorgesehenen Lager aufbewahren, getrennt von unverträglichen Stoffen (TRGS 510).',
  ],
  'emkg.storage.3': [
    'Store in a hazardous substance store meeting TRGS 510.',
    'In einem Gefahrstofflager nach TRGS 510 lagern.',
  ],
  'emkg.storage.4': [
    'Storage: special measures by expert advice are required.',
    'Lagerung: besondere Maßnahmen nach fachkundiger Beratung erforderlich.',
  ],
} as const satisfies Record<string, Bilingual>;

export type PhraseKey = keyof typeof PHRASES;

/** A fixed sentence in the instruction's language. */
export function phrase(key: PhraseKey, language: InstructionLanguage): string {
  return PHRASES[key][language === 'EN' ? 0 : 1];
}
