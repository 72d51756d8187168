/**
 * OI-10 … OI-12: an operating instruction from an activity — everything its substance gives, plus
 * the activity with its work areas and equipment, the protective gear it names, and the
 * protective measures its EMKG rating requires.
 */
import { SAFETY_SIGN_TEXTS } from '../../catalogs/safety-sign-texts';
import type { DocumentData } from '../../entities/entity';
import { INSTRUCTION_SYMBOL_FIELDS, type InstructionLanguage } from '../../entities/operating-instruction-fields';
import type { EmkgRating } from '../emkg';
import { type DerivedInstruction, lines, SentenceList, type StatementTexts, strings } from './derived';
import { substanceSentences } from './from-substance';
import { type PhraseKey, phrase } from './phrases';

/** OI-11: the mandatory sign of each kind of protective gear the activity names. */
export const GEAR_SIGNS: Readonly<Record<string, string>> = {
  FACE: 'M013',
  BODY: 'M010',
  APRON: 'M010',
  FOOT: 'M008',
  HEAD: 'M014',
  RESPIRATION: 'M017',
  SKIN: 'M009',
  HANDS: 'M009',
  EYES: 'M004',
};

/** OI-12: the protective measures of each module's level (M1 is the minimum standards). */
export function emkgSentences(rating: EmkgRating, language: InstructionLanguage, out: SentenceList): void {
  const field = 'measuresBehaviorDescription';
  out.add(field, phrase('emkgMinimum', language), 'emkg:minimum');
  const { inhalation, skin, eyes, fire, storage } = rating.modules;
  for (const [module, level] of [
    ['inhalation', inhalation.level],
    ['skin', skin.level],
    ['fire', fire.level],
    ['storage', storage.level],
  ] as const) {
    if (level > 1) out.add(field, phrase(`emkg.${module}.${level}` as PhraseKey, language), `emkg:${module}:${level}`);
  }
  if (eyes.eyeProtection) {
    out.add(field, phrase(`emkg.eyes.${eyes.eyeProtection}`, language), `emkg:eyes:${eyes.level}`);
    out.add('mandatorySymbols', 'M004', `emkg:eyes:${eyes.level}`);
  }
  if (skin.level > 1) out.add('mandatorySymbols', 'M009', `emkg:skin:${skin.level}`);
}

/** The names of the activity's work areas and equipment, resolved by the caller. */
export interface ActivityPlaces {
  readonly workEnvironments: readonly string[];
  readonly equipment: readonly string[];
}

/** OI-10 … OI-12: a substance instruction derived from an activity with its substance and rating. */
export function deriveFromActivity(
  activity: { readonly id: string; readonly data: DocumentData },
  substance: { readonly id: string; readonly data: DocumentData },
  places: ActivityPlaces,
  rating: EmkgRating | undefined,
  language: InstructionLanguage,
  texts: StatementTexts,
): DerivedInstruction {
  const out = new SentenceList();
  const name = typeof activity.data.name === 'string' ? activity.data.name : '';
  out.add('activityDescription', `${phrase('activity', language)}: ${name}`, 'activity:name');
  for (const line of lines(activity.data.description)) out.add('activityDescription', line, 'activity:description');
  if (places.workEnvironments.length > 0) {
    out.add(
      'activityDescription',
      `${phrase('workAreas', language)}: ${places.workEnvironments.join(', ')}`,
      'activity:workEnvironments',
    );
  }
  if (places.equipment.length > 0) {
    out.add(
      'activityDescription',
      `${phrase('equipment', language)}: ${places.equipment.join(', ')}`,
      'activity:storageOrWorkEquipments',
    );
  }
  substanceSentences(substance.data, language, texts, out);
  const exposition = (activity.data.exposition ?? {}) as { protectiveGear?: unknown };
  for (const gear of strings(exposition.protectiveGear)) {
    const sign = GEAR_SIGNS[gear];
    if (!sign) continue;
    out.add('mandatorySymbols', sign, `activity:protectiveGear:${gear}`);
    const signText = SAFETY_SIGN_TEXTS[sign];
    if (signText) out.add('measuresBehaviorDescription', `${signText[language === 'EN' ? 0 : 1]}.`, sign);
  }
  if (rating) emkgSentences(rating, language, out);
  return {
    data: {
      name: `${phrase('title', language)} ${name}`.trim(),
      target: activity.id,
      substances: [substance.id],
      activities: [activity.id],
      storageOrWorkEquipments: strings(activity.data.storageOrWorkEquipments),
      workEnvironments: strings(activity.data.workEnvironments),
      language,
      ...out.values(INSTRUCTION_SYMBOL_FIELDS),
    },
    sentences: out.all(),
  };
}
