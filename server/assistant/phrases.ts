import type { Language } from '../../shared/cookies';

/** A phrase in both interface languages; `{name}` placeholders are filled by `phrase`. */
export interface Phrase {
  readonly de: string;
  readonly en: string;
}

/**
 * Every sentence the assistant writes itself, in German and English (the server has no
 * Lingui; docs/decisions/0020-server-side-assistant-texts.md). Labels of entities, fields
 * and enums come from the shared descriptors instead (label-text.ts).
 */
export const PHRASES = {
  footer: {
    de: '_Regelbasierter Assistent: Die Antwort stammt aus festen Regeln und den Dokumenten, die Sie lesen dürfen._',
    en: '_Rule-based assistant: this answer comes from fixed rules and the documents you may read._',
  },
  yes: { de: 'ja', en: 'yes' },
  no: { de: 'nein', en: 'no' },
  searchFound: {
    de: 'Diese Dokumente passen am besten zu „{query}“:',
    en: 'These documents match “{query}” best:',
  },
  searchNothing: {
    de: 'Ich habe kein Dokument gefunden, das zu „{query}“ passt und das Sie lesen dürfen.',
    en: 'I found no document matching “{query}” that you may read.',
  },
  cannotAnswer: {
    de: 'Diese Frage kann ich mit meinen Regeln nicht direkt beantworten. Das habe ich in Ihren Dokumenten gefunden:',
    en: 'My rules cannot answer this question directly. This is what I found in your documents:',
  },
  andMore: { de: '… und {count} weitere.', en: '… and {count} more.' },
  overdue: { de: 'überfällig', en: 'overdue' },
  measuresOverdue: {
    de: 'Überfällige Maßnahmen (nicht erledigt, Frist vorbei): {count}',
    en: 'Overdue measures (not done, deadline passed): {count}',
  },
  measuresOverdueNone: {
    de: 'Es gibt keine überfälligen Maßnahmen, die Sie lesen dürfen.',
    en: 'There are no overdue measures that you may read.',
  },
  measuresOpen: { de: 'Offene Maßnahmen (nicht erledigt): {count}', en: 'Open measures (not done): {count}' },
  measuresOpenNone: {
    de: 'Es gibt keine offenen Maßnahmen, die Sie lesen dürfen.',
    en: 'There are no open measures that you may read.',
  },
  dueInspections: {
    de: 'Prüfungen, die bis {until} fällig sind (nächste {days} Tage, überfällige eingeschlossen):',
    en: 'Inspections due by {until} (next {days} days, overdue ones included):',
  },
  dueMaintenances: {
    de: 'Wartungen, die bis {until} fällig sind (nächste {days} Tage, überfällige eingeschlossen):',
    en: 'Maintenance due by {until} (next {days} days, overdue ones included):',
  },
  duePermits: {
    de: 'Genehmigungen, die bis {until} ablaufen (nächste {days} Tage, abgelaufene eingeschlossen):',
    en: 'Permits expiring by {until} (next {days} days, expired ones included):',
  },
  dueQualifications: {
    de: 'Qualifikationen (Beauftragungen), die bis {until} zu erneuern sind (nächste {days} Tage):',
    en: 'Qualifications (commissions) to renew by {until} (next {days} days):',
  },
  dueRevisions: {
    de: 'Gefährdungsbeurteilungen, deren Überprüfung bis {until} fällig ist (nächste {days} Tage):',
    en: 'Risk assessments due for review by {until} (next {days} days):',
  },
  noneDue: { de: 'Keine, soweit Sie die Dokumente lesen dürfen.', en: 'None, as far as you may read the documents.' },
  nextQualification: { de: 'Nächste Qualifikation fällig', en: 'Next qualification due' },
  storageClassCode: { de: 'Lagerklasse {code}', en: 'Storage class {code}' },
  codeUnknown: { de: 'Den Code {code} kenne ich nicht.', en: 'I do not know the code {code}.' },
  substancesWithCode: { de: 'Stoffe mit {code}: {count}', en: 'Substances with {code}: {count}' },
  substancesWithCodeNone: {
    de: 'Unter den Stoffen, die Sie lesen dürfen, hat keiner {code}.',
    en: 'None of the substances you may read has {code}.',
  },
  cannotReadRiskAssessments: {
    de: 'Sie dürfen keine Gefährdungsbeurteilungen lesen; daher kann ich nicht sagen, was ohne Gefährdungsbeurteilung ist.',
    en: 'You may not read risk assessments, so I cannot tell what has none.',
  },
  cannotReadInstructions: {
    de: 'Sie dürfen keine Betriebsanweisungen lesen; daher kann ich nicht sagen, was ohne Betriebsanweisung ist.',
    en: 'You may not read operating instructions, so I cannot tell what has none.',
  },
  substancesWithoutRiskAssessment: {
    de: 'Stoffe ohne Gefährdungsbeurteilung: {count}',
    en: 'Substances without a risk assessment: {count}',
  },
  substancesWithoutInstruction: {
    de: 'Stoffe ohne Betriebsanweisung: {count}',
    en: 'Substances without an operating instruction: {count}',
  },
  activitiesWithoutRiskAssessment: {
    de: 'Tätigkeiten ohne Gefährdungsbeurteilung ihres Stoffes: {count}',
    en: 'Activities whose substance has no risk assessment: {count}',
  },
  activitiesWithoutInstruction: {
    de: 'Tätigkeiten ohne Betriebsanweisung: {count}',
    en: 'Activities without an operating instruction: {count}',
  },
  onlyReadable: {
    de: 'Berücksichtigt sind nur Dokumente, die Sie lesen dürfen.',
    en: 'Only documents you may read are considered.',
  },
  loadLead: {
    de: 'Punkte nach ADR 1.1.3.6 für die beschriebene Ladung:',
    en: 'ADR 1.1.3.6 points of the described load:',
  },
  loadLine: {
    de: '**{goods}**, {quantity}: {un}, Beförderungskategorie {category}, **{points} Punkte**',
    en: '**{goods}**, {quantity}: {un}, transport category {category}, **{points} points**',
  },
  loadLineSources: {
    de: '(Quelle: {links})',
    en: '(source: {links})',
  },
  loadLineUnknown: {
    de: '„{line}“ konnte ich nicht einordnen: Weder im Stoffverzeichnis noch in früheren Transporten habe ich eine UN-Nummer dazu gefunden.',
    en: 'I could not classify “{line}”: neither the substance register nor earlier transports give a UN number for it.',
  },
  loadLineNoCategory: {
    de: '„{line}“ konnte ich nicht einordnen: Für UN {un} nennt kein früherer Transport eine Beförderungskategorie.',
    en: 'I could not classify “{line}”: no earlier transport gives a transport category for UN {un}.',
  },
  loadLineNeedsKg: {
    de: '„{line}“ zählt nach ADR 1.1.3.6.3 in Kilogramm: Bitte nennen Sie die Menge in kg.',
    en: '“{line}” counts in kilograms under ADR 1.1.3.6.3: please give the quantity in kg.',
  },
  loadLineNeedsLitres: {
    de: '„{line}“ ist eine Flüssigkeit oder ein verdichtetes Gas und zählt nach ADR 1.1.3.6.3 in Litern: Bitte nennen Sie die Menge in l.',
    en: '“{line}” is a liquid or a compressed gas and counts in litres under ADR 1.1.3.6.3: please give the quantity in l.',
  },
  verdictEXEMPT: {
    de: 'Summe: **{total} Punkte**. Das liegt nicht über {limit}: Die Beförderung ist nach 1.1.3.6 freigestellt.',
    en: 'Total: **{total} points**. That is not above {limit}: the load is exempt under 1.1.3.6.',
  },
  verdictNOT_EXEMPT_OVER_LIMIT: {
    de: 'Summe: **{total} Punkte**. Das liegt über {limit}: Die Beförderung ist nicht nach 1.1.3.6 freigestellt.',
    en: 'Total: **{total} points**. That is above {limit}: the load is not exempt under 1.1.3.6.',
  },
  verdictNOT_EXEMPT_CATEGORY_0: {
    de: 'Eine Position hat Beförderungskategorie 0: Die Beförderung ist nicht nach 1.1.3.6 freigestellt.',
    en: 'A line has transport category 0: the load is not exempt under 1.1.3.6.',
  },
  verdictINCOMPLETE: {
    de: 'Summe der eingeordneten Positionen: **{total} Punkte**. Weil nicht jede Position eingeordnet ist, kann ich nicht sagen, ob die Beförderung freigestellt ist.',
    en: 'Total of the classified lines: **{total} points**. Because not every line is classified, I cannot say whether the load is exempt.',
  },
} as const satisfies Record<string, Phrase>;

export type PhraseKey = keyof typeof PHRASES;

/** A phrase in the asker's language with its `{name}` placeholders filled. */
export function phrase(
  key: PhraseKey,
  language: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return PHRASES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
