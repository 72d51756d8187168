/**
 * The shape of an EMKG rating (docs/domain/emkg.md): BAuA, "Einfaches Maßnahmenkonzept
 * Gefahrstoffe", 7th edition, November 2025. Every value is a code, never a sentence, so the
 * client renders it in either language (labels in `labels.ts`, guide titles in `guides.ts`).
 */
import type { DocumentData } from '../../entities/entity';
import type { Label } from '../../entities/fields';

/** A substance as stored: its id (for components and storages) and its data. */
export interface EmkgSubstance {
  readonly id: string;
  readonly data: DocumentData;
}

/** Further documents a rating may read (EMKG-STO-2): the other substances held in the same storages. */
export interface EmkgContext {
  readonly storedAlongside?: readonly EmkgSubstance[];
}

export const EMKG_MODULES = ['inhalation', 'skin', 'eyes', 'fire', 'storage'] as const;
export type EmkgModule = (typeof EMKG_MODULES)[number];

/** Measure level (Maßnahmenstufe) M1–M4; skin ends at M3 and eyes at M2 (the sheet's scales). */
export type MeasureLevel = 1 | 2 | 3 | 4;

export const QUANTITY_GROUPS = ['SMALL', 'MEDIUM', 'LARGE'] as const;
/** Quantity per activity (Mengengruppe): grams or millilitres, kilograms or litres, tonnes or cubic metres. */
export type QuantityGroup = (typeof QUANTITY_GROUPS)[number];

export const EMKG_RELEASE_GROUPS = ['LOW', 'MEDIUM', 'HIGH'] as const;
/** Release group (Freisetzungsgruppe): dustiness of a solid, volatility of a liquid. */
export type EmkgReleaseGroup = (typeof EMKG_RELEASE_GROUPS)[number];

/** The two columns some cells split into: "fest" and "flüssig" (a gas counts as liquid, EMKG-REL-6). */
export const PHYSICAL_FORMS = ['SOLID', 'LIQUID'] as const;
export type PhysicalForm = (typeof PHYSICAL_FORMS)[number];

export const INHALATION_GROUPS = ['A', 'B', 'C', 'D', 'E'] as const;
export type InhalationGroup = (typeof INHALATION_GROUPS)[number];
export const SKIN_GROUPS = ['HA', 'HB', 'HC', 'HD', 'HE'] as const;
export type SkinGroup = (typeof SKIN_GROUPS)[number];
export const EYE_GROUPS = ['Au-A', 'Au-B', 'Au-C'] as const;
export type EyeGroup = (typeof EYE_GROUPS)[number];
export const FIRE_GROUPS = ['pc-A', 'pc-B', 'pc-C', 'pc-D', 'pc-E'] as const;
export type FireGroup = (typeof FIRE_GROUPS)[number];
export const STORAGE_GROUPS = ['La-A', 'La-B', 'La-C', 'La-D', 'La-E', 'La-F'] as const;
export type StorageGroup = (typeof STORAGE_GROUPS)[number];

export const EFFECT_DURATIONS = ['SHORT', 'LONG'] as const;
/** Skin contact per day: short under 15 minutes, long from 15 minutes (EMKG-SKN-3). */
export type EffectDuration = (typeof EFFECT_DURATIONS)[number];

export const STORED_QUANTITY_BANDS = ['UNDER_50_KG', 'UP_TO_200_KG', 'UP_TO_1000_KG', 'FROM_1000_KG'] as const;
/** The storage module's columns (Lagermenge): under 50 kg, to 200 kg, to 1000 kg, from 1000 kg. */
export type StoredQuantityBand = (typeof STORED_QUANTITY_BANDS)[number];

/** Eye protection the eyes module names with M2: B = Bügelbrille (spectacles), K = Korbbrille (goggles). */
export type EyeProtection = 'SAFETY_SPECTACLES' | 'GOGGLES';

/** Every rule of docs/domain/emkg.md, by id. */
export const EMKG_RULES = [
  'EMKG-MIN-1',
  'EMKG-MIN-2',
  'EMKG-MIN-3',
  'EMKG-QTY-1',
  'EMKG-QTY-2',
  'EMKG-REL-1',
  'EMKG-REL-2',
  'EMKG-REL-3',
  'EMKG-REL-4',
  'EMKG-REL-5',
  'EMKG-REL-6',
  'EMKG-MIX-1',
  'EMKG-INH-1',
  'EMKG-INH-2',
  'EMKG-INH-3',
  'EMKG-INH-4',
  'EMKG-SKN-1',
  'EMKG-SKN-2',
  'EMKG-SKN-3',
  'EMKG-SKN-4',
  'EMKG-EYE-1',
  'EMKG-EYE-2',
  'EMKG-FIR-1',
  'EMKG-FIR-2',
  'EMKG-FIR-3',
  'EMKG-STO-1',
  'EMKG-STO-2',
  'EMKG-STO-3',
  'EMKG-STO-4',
  'EMKG-250',
] as const;
export type EmkgRuleId = (typeof EMKG_RULES)[number];

/** Where an input lives: a field of the activity, of its substance or of a component substance. */
export interface EmkgField {
  readonly document: 'ACTIVITY' | 'SUBSTANCE';
  /** The document's id for a component or a substance stored alongside; absent for the rated activity and its substance. */
  readonly id?: string;
  /** The field path inside the document's data, as the registry names it (`['exposition', 'substanceQuantity']`). */
  readonly path: readonly string[];
  /** Another field of the same document that serves instead (the vapour pressure for the boiling point). */
  readonly or?: readonly string[];
}

/** An input the data do not give and some modules need; `field` is where the user fills it in. */
export interface EmkgMissing {
  readonly field: EmkgField;
  /** The modules whose level waits for it, in the order of EMKG_MODULES. */
  readonly modules: readonly EmkgModule[];
}

/**
 * One step of the explanation: the rule applied, the input it read (a language-neutral value:
 * a code such as `H314`, a measurement such as `20 L`, `140 °C`, `4 hPa`, `12 min`, or an enum
 * code) and what it gave (a group code, a quantity or release group, a level `M3`). `field`
 * names where the input came from, `component` the component substance it belongs to.
 */
export interface EmkgStep {
  readonly rule: EmkgRuleId;
  readonly input: string;
  readonly result: string;
  readonly field?: EmkgField;
  readonly component?: string;
}

/** A Schutzleitfaden (protective guide) or a series of them, as the current edition names it. */
export interface EmkgGuide {
  readonly id: string;
  /** The series (SLF-Reihe) of the measure level; null for M4 (no further standard guide: expert advice). */
  readonly series: 1000 | 2000 | 3000 | null;
  readonly title: Label;
}

interface ModuleRatingBase<Group> {
  /** Null when the data cannot give it. */
  readonly hazardGroup: Group | null;
  /** The level to apply: the matrix cell's, or M1 (minimum standards) when data are missing. */
  readonly level: MeasureLevel;
  /** Every level the matrix allows for what is known; one element once the data suffice. */
  readonly possibleLevels: readonly MeasureLevel[];
  /** The data are missing something the level depends on: only the minimum standards apply (EMKG-MIN-2). */
  readonly minimumStandardsOnly: boolean;
  readonly guides: readonly EmkgGuide[];
  readonly explanation: readonly EmkgStep[];
  /** The inputs this module's level waits for. */
  readonly missing: readonly EmkgField[];
}

export interface InhalationRating extends ModuleRatingBase<InhalationGroup> {
  readonly quantityGroup: QuantityGroup | null;
  readonly releaseGroup: EmkgReleaseGroup | null;
}

export interface SkinRating extends ModuleRatingBase<SkinGroup> {
  readonly effectArea: 'SMALL' | 'LARGE' | null;
  readonly effectDuration: EffectDuration | null;
}

export interface EyesRating extends ModuleRatingBase<EyeGroup> {
  readonly quantityGroup: QuantityGroup | null;
  readonly releaseGroup: EmkgReleaseGroup | null;
  /** With M2: spectacles or goggles as the cell says; null with M1 or while incomplete. */
  readonly eyeProtection: EyeProtection | null;
}

export interface FireRating extends ModuleRatingBase<FireGroup> {
  readonly quantityGroup: QuantityGroup | null;
  readonly releaseGroup: EmkgReleaseGroup | null;
  /** The cell's asterisk: for solids fire protection measures suffice (the level is M1 then, EMKG-FIR-3). */
  readonly fireProtectionSufficesForSolids: boolean;
}

/** One storage the substance is taken from, with the quantity of its hazard group there (EMKG-STO-2). */
export interface StorageShare {
  readonly storage: string;
  /** Kilograms of substances of the same storage group held there (a litre counted as a kilogram). */
  readonly quantityKg: number;
  readonly band: StoredQuantityBand;
  readonly level: MeasureLevel;
}

export interface StorageRating extends ModuleRatingBase<StorageGroup> {
  /** The largest storage share's quantity in kg; null when no storage gives one. */
  readonly storedQuantityKg: number | null;
  readonly storedQuantityBand: StoredQuantityBand | null;
  readonly storages: readonly StorageShare[];
}

export interface EmkgModules {
  readonly inhalation: InhalationRating;
  readonly skin: SkinRating;
  readonly eyes: EyesRating;
  readonly fire: FireRating;
  readonly storage: StorageRating;
}

/** The spec's series 250 rule mapped onto the current edition (docs/decisions/0032-emkg-series-250.md). */
export interface Series250 {
  readonly applies: boolean;
  /** The statements that make it apply (H314, H361…, legacy R35, R62, R63), each with where it came from. */
  readonly because: readonly EmkgStep[];
}

export interface EmkgRating {
  /** The edition rated against. */
  readonly edition: 'BAUA_EMKG_7_2025';
  readonly modules: EmkgModules;
  /** The five guides of the minimum standards, which always apply (EMKG-MIN-1). */
  readonly minimumStandards: readonly EmkgGuide[];
  /** Some module could give only the minimum standards because data are missing (EMKG-MIN-2). */
  readonly minimumStandardsOnly: boolean;
  /** Every missing input, each field once with the modules that need it. */
  readonly missing: readonly EmkgMissing[];
  readonly series250: Series250;
}
