/**
 * OI-4 … OI-9: an operating instruction's sections from a registered substance — its hazards from
 * the H and EUH statements (full official texts) and pictograms, protective measures and rules of
 * conduct from the P statements of prevention and storage and the mandatory signs, behaviour in
 * danger from the P statements on fire and spills, first aid from the P statements of response,
 * disposal from the P5xx statements. Every sentence and sign names its source.
 */
import { SAFETY_SIGN_TEXTS } from '../../catalogs/safety-sign-texts';
import type { DocumentData } from '../../entities/entity';
import { INSTRUCTION_SYMBOL_FIELDS, type InstructionLanguage } from '../../entities/operating-instruction-fields';
import { catalogLanguage, type DerivedInstruction, lines, SentenceList, type StatementTexts, strings } from './derived';
import { phrase } from './phrases';

/** The section a P statement belongs to, by the number of its first code (OI-6 … OI-9). */
export function precautionarySection(code: string): string | undefined {
  const number = Number(/^P(\d{3})/.exec(code)?.[1]);
  if (!Number.isFinite(number)) return undefined;
  if (number >= 200 && number < 300) return 'measuresBehaviorDescription';
  if (number >= 300 && number < 370) return 'firstAidDescription';
  if (number >= 370 && number < 400) return 'malfunctionBehaviorDescription';
  if (number >= 400 && number < 500) return 'measuresBehaviorDescription';
  if (number >= 500 && number < 600) return 'disposalDescription';
  return undefined;
}

const FLAMMABLE = /^H(22[0-9]|24[0-2]|25[0-2])/;
const CORROSIVE = /^H314/;
const EYES = /^H31[89]/;

/** OI-5: the signs the hazard statements call for, each from its statement. */
function signsOfHazards(hazards: readonly string[], out: SentenceList): void {
  for (const code of hazards) {
    if (FLAMMABLE.test(code)) {
      out.add('humanEnvWarningSymbols', 'W021', code);
      out.add('prohibitionSymbols', 'P003', code);
      out.add('prohibitionSymbols', 'P002', code);
      out.add('fireProtectionSymbols', 'F001', code);
    }
    if (CORROSIVE.test(code)) {
      out.add('humanEnvWarningSymbols', 'W023', code);
      out.add('rescueSymbols', 'E012', code);
    }
    if (CORROSIVE.test(code) || EYES.test(code)) out.add('rescueSymbols', 'E011', code);
  }
}

/**
 * OI-5: a statement's text as a worker reads it: the regulation's instructions to the writer of
 * the label in angle brackets ("<state route of exposure …>") are left out; its own words stay.
 */
export function statementSentence(code: string, language: InstructionLanguage, texts: StatementTexts): string {
  const text = texts(code, catalogLanguage(language));
  if (!text) return code;
  return text
    .replace(/\s*<[^>]*>/g, '')
    .replace(/\s+([.,;])/g, '$1')
    .trim();
}

const WATER_CLASSES: Readonly<Record<string, string>> = { CLASS_1: '1', CLASS_2: '2', CLASS_3: '3' };

/**
 * The sentences a substance gives (without the instruction's head), in the order of the
 * sections: OI-4 scope, OI-5 hazards, OI-6 protection, OI-7 danger, OI-8 first aid, OI-9 disposal.
 */
export function substanceSentences(
  substance: DocumentData,
  language: InstructionLanguage,
  texts: StatementTexts,
  out: SentenceList,
): void {
  const lang = catalogLanguage(language);
  const name = typeof substance.name === 'string' ? substance.name : '';
  out.add('activityDescription', `${phrase('substance', language)}: ${name}`, 'field:name');
  if (typeof substance.manufacturer === 'string' && substance.manufacturer.trim()) {
    out.add(
      'activityDescription',
      `${phrase('manufacturer', language)}: ${substance.manufacturer}`,
      'field:manufacturer',
    );
  }

  const hazards = strings(substance.hazardStatements);
  for (const code of hazards) out.add('humanEnvDescription', statementSentence(code, language, texts), code);
  for (const note of lines(substance.notesOnHazard)) out.add('humanEnvDescription', note, 'field:notesOnHazard');
  const waterClass = WATER_CLASSES[String(substance.waterHazardClass)];
  if (waterClass) {
    out.add(
      'humanEnvDescription',
      `${phrase('waterHazard', language)} (${phrase('wgk', language)} ${waterClass}).`,
      'field:waterHazardClass',
    );
  }
  for (const code of strings(substance.ghsSymbols)) out.add('humanEnvGhsSymbols', code, 'field:ghsSymbols');
  signsOfHazards(hazards, out);

  const precautions = strings(substance.precautionaryStatements);
  for (const code of precautions) {
    const section = precautionarySection(code);
    if (section) out.add(section, statementSentence(code, language, texts), code);
  }
  for (const code of strings(substance.mandatorySymbols)) {
    out.add('mandatorySymbols', code, 'field:mandatorySymbols');
    const signText = SAFETY_SIGN_TEXTS[code];
    if (signText) out.add('measuresBehaviorDescription', `${signText[lang === 'en' ? 0 : 1]}.`, code);
  }
  for (const note of lines(substance.notesOnFireProtection)) {
    out.add('malfunctionBehaviorDescription', note, 'field:notesOnFireProtection');
  }
  out.add('firstAidDescription', phrase('firstAidDefault', language), 'rule:first-aid');
  out.add('rescueSymbols', 'E003', 'rule:first-aid');
  if (!out.has('disposalDescription'))
    out.add('disposalDescription', phrase('disposalDefault', language), 'rule:disposal');
}

/** The storages a substance is kept in (its `storageLocations`), each once. */
function storagesOf(substance: DocumentData): string[] {
  const rows = Array.isArray(substance.storageLocations) ? (substance.storageLocations as unknown[]) : [];
  const storages = rows.map((row) =>
    row && typeof row === 'object' ? (row as { storage?: unknown }).storage : undefined,
  );
  return [...new Set(storages.filter((storage): storage is string => typeof storage === 'string'))];
}

/** OI-4 … OI-9: a substance instruction derived from a substance, for the storages it is kept in. */
export function deriveFromSubstance(
  substance: { readonly id: string; readonly data: DocumentData },
  language: InstructionLanguage,
  texts: StatementTexts,
): DerivedInstruction {
  const out = new SentenceList();
  substanceSentences(substance.data, language, texts, out);
  const name = typeof substance.data.name === 'string' ? substance.data.name : '';
  return {
    data: {
      name: `${phrase('title', language)} ${name}`.trim(),
      target: substance.id,
      substances: [substance.id],
      storageOrWorkEquipments: storagesOf(substance.data),
      language,
      ...out.values(INSTRUCTION_SYMBOL_FIELDS),
    },
    sentences: out.all(),
  };
}
