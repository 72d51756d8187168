import type { GhsSymbol, StorageClass } from '../enums/catalogs';
import type { StatementText } from './statement-text';

/** The GHS hazard pictograms of Regulation (EC) No 1272/2008 (CLP), Annex V. */
export const GHS_SYMBOL_TEXTS: Readonly<Record<GhsSymbol, StatementText>> = {
  GHS01: ['Exploding bomb (explosives)', 'Explodierende Bombe (explosive Stoffe)'],
  GHS02: ['Flame (flammable)', 'Flamme (entzündbar)'],
  GHS03: ['Flame over circle (oxidising)', 'Flamme über einem Kreis (oxidierend)'],
  GHS04: ['Gas cylinder (gases under pressure)', 'Gasflasche (Gase unter Druck)'],
  GHS05: ['Corrosion (corrosive)', 'Ätzwirkung (ätzend)'],
  GHS06: ['Skull and crossbones (acute toxicity)', 'Totenkopf mit gekreuzten Knochen (akute Toxizität)'],
  GHS07: ['Exclamation mark (harmful, irritant)', 'Ausrufezeichen (gesundheitsschädlich, reizend)'],
  GHS08: ['Health hazard (serious health hazard)', 'Gesundheitsgefahr (schwere Gesundheitsgefahren)'],
  GHS09: ['Environment (hazardous to the aquatic environment)', 'Umwelt (gewässergefährdend)'],
};

/**
 * The 24 storage classes of TRGS 510 (German technical rule for storing hazardous substances in
 * mobile containers), Annex 2 "Zuordnung der Lagerklassen": the German names as TRGS 510 gives
 * them, the English ones our translation (TRGS 510 has no English version); see
 * docs/domain/substances.md SUB-8 for what is verified. Shown with their code, "3 – Entzündbare
 * Flüssigkeiten", through STORAGE_CLASS_LABELS (shared/enums/substances.ts).
 */
export const STORAGE_CLASS_TEXTS: Readonly<Record<StorageClass, StatementText>> = {
  '1': ['Explosive hazardous substances', 'Explosive Gefahrstoffe'],
  '2A': ['Gases (excluding aerosol dispensers and lighters)', 'Gase (ohne Aerosolpackungen und Feuerzeuge)'],
  '2B': ['Aerosol dispensers and lighters', 'Aerosolpackungen und Feuerzeuge'],
  '3': ['Flammable liquids', 'Entzündbare Flüssigkeiten'],
  '4.1A': ['Other explosive hazardous substances', 'Sonstige explosionsgefährliche Gefahrstoffe'],
  '4.1B': [
    'Flammable solid hazardous substances or desensitised explosive hazardous substances',
    'Entzündbare feste Gefahrstoffe oder desensibilisierte explosive Gefahrstoffe',
  ],
  '4.2': ['Pyrophoric or self-heating hazardous substances', 'Pyrophore oder selbsterhitzungsfähige Gefahrstoffe'],
  '4.3': [
    'Hazardous substances which in contact with water emit flammable gases',
    'Gefahrstoffe, die in Berührung mit Wasser entzündbare Gase entwickeln',
  ],
  '5.1A': ['Strongly oxidising hazardous substances', 'Stark oxidierende Gefahrstoffe'],
  '5.1B': ['Oxidising hazardous substances', 'Oxidierende Gefahrstoffe'],
  '5.1C': [
    'Ammonium nitrate and preparations containing ammonium nitrate',
    'Ammoniumnitrat und ammoniumnitrathaltige Zubereitungen',
  ],
  '5.2': [
    'Organic peroxides and self-reactive hazardous substances',
    'Organische Peroxide und selbstzersetzliche Gefahrstoffe',
  ],
  '6.1A': [
    'Combustible, acutely toxic Cat. 1 and 2/very toxic hazardous substances',
    'Brennbare, akut toxische Kat. 1 und 2/sehr giftige Gefahrstoffe',
  ],
  '6.1B': [
    'Non-combustible, acutely toxic Cat. 1 and 2/very toxic hazardous substances',
    'Nicht brennbare, akut toxische Kat. 1 und 2/sehr giftige Gefahrstoffe',
  ],
  '6.1C': [
    'Combustible, acutely toxic Cat. 3/toxic or chronically acting hazardous substances',
    'Brennbare, akut toxische Kat. 3/giftige oder chronisch wirkende Gefahrstoffe',
  ],
  '6.1D': [
    'Non-combustible, acutely toxic Cat. 3/toxic or chronically acting hazardous substances',
    'Nicht brennbare, akut toxische Kat. 3/giftige oder chronisch wirkende Gefahrstoffe',
  ],
  '6.2': ['Infectious substances', 'Ansteckungsgefährliche Stoffe'],
  '7': ['Radioactive substances', 'Radioaktive Stoffe'],
  '8A': ['Combustible corrosive hazardous substances', 'Brennbare ätzende Gefahrstoffe'],
  '8B': ['Non-combustible corrosive hazardous substances', 'Nicht brennbare ätzende Gefahrstoffe'],
  '10': ['Combustible liquids', 'Brennbare Flüssigkeiten'],
  '11': ['Combustible solids', 'Brennbare Feststoffe'],
  '12': ['Non-combustible liquids', 'Nicht brennbare Flüssigkeiten'],
  '13': ['Non-combustible solids', 'Nicht brennbare Feststoffe'],
};

/** ADR 1.1.3.6.3: what each transport category allows per transport unit and how it weighs (1.1.3.6.4). */
export const TRANSPORT_CATEGORY_TEXTS: Readonly<Record<'0' | '1' | '2' | '3' | '4', StatementText>> = {
  '0': [
    'ADR transport category 0: no exemption under 1.1.3.6; any quantity needs the full ADR provisions.',
    'ADR-Beförderungskategorie 0: keine Freistellung nach 1.1.3.6; jede Menge unterliegt allen ADR-Vorschriften.',
  ],
  '1': [
    'ADR transport category 1: at most 20 (footnote a: 50) per transport unit; each kg or litre counts 50 points (footnote a: 20).',
    'ADR-Beförderungskategorie 1: höchstens 20 (Fußnote a: 50) je Beförderungseinheit; jedes kg oder jeder Liter zählt 50 Punkte (Fußnote a: 20).',
  ],
  '2': [
    'ADR transport category 2: at most 333 per transport unit; each kg or litre counts 3 points.',
    'ADR-Beförderungskategorie 2: höchstens 333 je Beförderungseinheit; jedes kg oder jeder Liter zählt 3 Punkte.',
  ],
  '3': [
    'ADR transport category 3: at most 1000 per transport unit; each kg or litre counts 1 point.',
    'ADR-Beförderungskategorie 3: höchstens 1000 je Beförderungseinheit; jedes kg oder jeder Liter zählt 1 Punkt.',
  ],
  '4': [
    'ADR transport category 4: unlimited quantity under 1.1.3.6; counts 0 points.',
    'ADR-Beförderungskategorie 4: Menge nach 1.1.3.6 unbegrenzt; zählt 0 Punkte.',
  ],
};
