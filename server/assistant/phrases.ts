import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '../../shared/cookies';
import { translate } from '../i18n/translate';

/**
 * Every sentence the assistant writes itself, as Lingui descriptors: English here, German in
 * client/locales/de/messages.po, compiled for the server like the browser's texts
 * (docs/decisions/0020-server-side-assistant-texts.md). Labels of entities, fields and enums
 * come from the shared descriptors instead (label-text.ts).
 */
export const PHRASES = {
  footer: /*i18n*/ {
    id: 'assistant.footer',
    message: '_Rule-based assistant: this answer comes from fixed rules and the documents you may read._',
  },
  yes: /*i18n*/ { id: 'assistant.yes', message: 'yes' },
  no: /*i18n*/ { id: 'assistant.no', message: 'no' },
  searchFound: /*i18n*/ { id: 'assistant.searchFound', message: 'These documents match “{query}” best:' },
  searchNothing: /*i18n*/ {
    id: 'assistant.searchNothing',
    message: 'I found no document matching “{query}” that you may read.',
  },
  cannotAnswer: /*i18n*/ {
    id: 'assistant.cannotAnswer',
    message: 'My rules cannot answer this question directly. This is what I found in your documents:',
  },
  andMore: /*i18n*/ { id: 'assistant.andMore', message: '… and {count} more.' },
  overdue: /*i18n*/ { id: 'assistant.overdue', message: 'overdue' },
  measuresOverdue: /*i18n*/ {
    id: 'assistant.measuresOverdue',
    message: 'Overdue measures (not done, deadline passed): {count}',
  },
  measuresOverdueNone: /*i18n*/ {
    id: 'assistant.measuresOverdueNone',
    message: 'There are no overdue measures that you may read.',
  },
  measuresOpen: /*i18n*/ { id: 'assistant.measuresOpen', message: 'Open measures (not done): {count}' },
  measuresOpenNone: /*i18n*/ {
    id: 'assistant.measuresOpenNone',
    message: 'There are no open measures that you may read.',
  },
  dueInspections: /*i18n*/ {
    id: 'assistant.dueInspections',
    message: 'Inspections due by {until} (next {days} days, overdue ones included):',
  },
  dueMaintenances: /*i18n*/ {
    id: 'assistant.dueMaintenances',
    message: 'Maintenance due by {until} (next {days} days, overdue ones included):',
  },
  duePermits: /*i18n*/ {
    id: 'assistant.duePermits',
    message: 'Permits expiring by {until} (next {days} days, expired ones included):',
  },
  dueQualifications: /*i18n*/ {
    id: 'assistant.dueQualifications',
    message: 'Qualifications (commissions) to renew by {until} (next {days} days):',
  },
  dueRevisions: /*i18n*/ {
    id: 'assistant.dueRevisions',
    message: 'Risk assessments due for review by {until} (next {days} days):',
  },
  noneDue: /*i18n*/ { id: 'assistant.noneDue', message: 'None, as far as you may read the documents.' },
  nextQualification: /*i18n*/ { id: 'assistant.nextQualification', message: 'Next qualification due' },
  storageClassCode: /*i18n*/ { id: 'assistant.storageClassCode', message: 'Storage class {code}' },
  codeUnknown: /*i18n*/ { id: 'assistant.codeUnknown', message: 'I do not know the code {code}.' },
  substancesWithCode: /*i18n*/ { id: 'assistant.substancesWithCode', message: 'Substances with {code}: {count}' },
  substancesWithCodeNone: /*i18n*/ {
    id: 'assistant.substancesWithCodeNone',
    message: 'None of the substances you may read has {code}.',
  },
  cannotReadRiskAssessments: /*i18n*/ {
    id: 'assistant.cannotReadRiskAssessments',
    message: 'You may not read risk assessments, so I cannot tell what has none.',
  },
  cannotReadInstructions: /*i18n*/ {
    id: 'assistant.cannotReadInstructions',
    message: 'You may not read operating instructions, so I cannot tell what has none.',
  },
  substancesWithoutRiskAssessment: /*i18n*/ {
    id: 'assistant.substancesWithoutRiskAssessment',
    message: 'Substances without a risk assessment: {count}',
  },
  substancesWithoutInstruction: /*i18n*/ {
    id: 'assistant.substancesWithoutInstruction',
    message: 'Substances without an operating instruction: {count}',
  },
  activitiesWithoutRiskAssessment: /*i18n*/ {
    id: 'assistant.activitiesWithoutRiskAssessment',
    message: 'Activities whose substance has no risk assessment: {count}',
  },
  activitiesWithoutInstruction: /*i18n*/ {
    id: 'assistant.activitiesWithoutInstruction',
    message: 'Activities without an operating instruction: {count}',
  },
  onlyReadable: /*i18n*/ { id: 'assistant.onlyReadable', message: 'Only documents you may read are considered.' },
  complianceScore: /*i18n*/ {
    id: 'assistant.complianceScore',
    message: 'Compliance score: **{grade} ({word})**, {share} of the weighted duties met.',
  },
  complianceNothingToRate: /*i18n*/ {
    id: 'assistant.complianceNothingToRate',
    message: 'Nothing to rate yet: among the documents you may read there is no substance, activity or measure.',
  },
  complianceImprovements: /*i18n*/ {
    id: 'assistant.complianceImprovements',
    message: 'What would improve it most:',
  },
  complianceNothingMissing: /*i18n*/ {
    id: 'assistant.complianceNothingMissing',
    message: 'Nothing is missing.',
  },
  complianceGap: /*i18n*/ {
    id: 'assistant.complianceGap',
    message: '{reason}: +{points} points, then grade {gradeAfter}',
  },
  complianceRule: /*i18n*/ {
    id: 'assistant.complianceRule',
    message:
      'Every measure, substance and activity counts, weighted by risk; the grade follows the share met (from 92 % 1, 81 % 2, 67 % 3, 50 % 4, 30 % 5).',
  },
  complianceLastWeek: /*i18n*/ {
    id: 'assistant.complianceLastWeek',
    message: 'The whole company’s weekly record of {recordedOn}: grade {grade} ({word}), {share}.',
  },
  grade1: /*i18n*/ { id: 'assistant.grade1', message: 'very good' },
  grade2: /*i18n*/ { id: 'assistant.grade2', message: 'good' },
  grade3: /*i18n*/ { id: 'assistant.grade3', message: 'satisfactory' },
  grade4: /*i18n*/ { id: 'assistant.grade4', message: 'sufficient' },
  grade5: /*i18n*/ { id: 'assistant.grade5', message: 'poor' },
  grade6: /*i18n*/ { id: 'assistant.grade6', message: 'insufficient' },
  reasonOVERDUE_MEASURE: /*i18n*/ { id: 'assistant.reasonOVERDUE_MEASURE', message: 'Measure overdue' },
  reasonMISSING_EMKG: /*i18n*/ { id: 'assistant.reasonMISSING_EMKG', message: 'EMKG rating missing' },
  reasonMISSING_RISK_ASSESSMENT: /*i18n*/ {
    id: 'assistant.reasonMISSING_RISK_ASSESSMENT',
    message: 'Risk assessment missing',
  },
  reasonMISSING_OPERATING_INSTRUCTION: /*i18n*/ {
    id: 'assistant.reasonMISSING_OPERATING_INSTRUCTION',
    message: 'Operating instruction missing',
  },
  loadLead: /*i18n*/ { id: 'assistant.loadLead', message: 'ADR 1.1.3.6 points of the described load:' },
  loadLine: /*i18n*/ {
    id: 'assistant.loadLine',
    message: '**{goods}**, {quantity}: {un}, transport category {category}, **{points} points**',
  },
  loadLineSources: /*i18n*/ { id: 'assistant.loadLineSources', message: '(source: {links})' },
  loadLineUnknown: /*i18n*/ {
    id: 'assistant.loadLineUnknown',
    message:
      'I could not classify “{line}”: neither the substance register nor earlier transports give a UN number for it.',
  },
  loadLineNoCategory: /*i18n*/ {
    id: 'assistant.loadLineNoCategory',
    message: 'I could not classify “{line}”: no earlier transport gives a transport category for UN {un}.',
  },
  loadLineNeedsKg: /*i18n*/ {
    id: 'assistant.loadLineNeedsKg',
    message: '“{line}” counts in kilograms under ADR 1.1.3.6.3: please give the quantity in kg.',
  },
  loadLineNeedsLitres: /*i18n*/ {
    id: 'assistant.loadLineNeedsLitres',
    message:
      '“{line}” is a liquid or a compressed gas and counts in litres under ADR 1.1.3.6.3: please give the quantity in l.',
  },
  verdictEXEMPT: /*i18n*/ {
    id: 'assistant.verdictEXEMPT',
    message: 'Total: **{total} points**. That is not above {limit}: the load is exempt under 1.1.3.6.',
  },
  verdictNOT_EXEMPT_OVER_LIMIT: /*i18n*/ {
    id: 'assistant.verdictNOT_EXEMPT_OVER_LIMIT',
    message: 'Total: **{total} points**. That is above {limit}: the load is not exempt under 1.1.3.6.',
  },
  verdictNOT_EXEMPT_CATEGORY_0: /*i18n*/ {
    id: 'assistant.verdictNOT_EXEMPT_CATEGORY_0',
    message: 'A line has transport category 0: the load is not exempt under 1.1.3.6.',
  },
  verdictINCOMPLETE: /*i18n*/ {
    id: 'assistant.verdictINCOMPLETE',
    message:
      'Total of the classified lines: **{total} points**. Because not every line is classified, I cannot say whether the load is exempt.',
  },
} as const satisfies Record<string, MessageDescriptor>;

export type PhraseKey = keyof typeof PHRASES;

/** A phrase in the asker's language with its `{name}` placeholders filled. */
export function phrase(
  key: PhraseKey,
  language: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return translate(PHRASES[key], language, params);
}
