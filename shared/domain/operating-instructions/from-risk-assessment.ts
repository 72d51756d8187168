/**
 * OI-13 … OI-14: a work equipment instruction from a risk assessment — its measures (the measure
 * documents of its risks, decision 0037) sorted into the instruction's sections by their
 * `instructionKey` in STOP order, its risks as the hazards, its equipment, work environments and
 * substances carried over; the instruction keeps the link to it.
 */
import type { DocumentData } from '../../entities/entity';
import { INSTRUCTION_SYMBOL_FIELDS, type InstructionLanguage } from '../../entities/operating-instruction-fields';
import { measuresOfRisk } from '../risk-assessments';
import { type DerivedInstruction, SentenceList, strings } from './derived';
import { phrase } from './phrases';

interface Row {
  readonly id?: unknown;
  readonly order?: unknown;
  readonly name?: unknown;
}

const rows = (value: unknown): Row[] =>
  (Array.isArray(value) ? (value as unknown[]) : [])
    .filter((row): row is Row => row !== null && typeof row === 'object')
    .sort((a, b) => (typeof a.order === 'number' ? a.order : 0) - (typeof b.order === 'number' ? b.order : 0));

const INSTRUCTION_FIELDS: readonly string[] = [
  'measures',
  'malfunctionBehaviorDescription',
  'firstAidDescription',
  'maintenanceDescription',
];

/** The assessment's name without a leading "risk assessment" in either language (no "Risk assessment: Risk assessment …"). */
function subjectOf(name: string): string {
  return name.replace(/^\s*(gefährdungsbeurteilung|risk assessment)\b[\s:–-]*/i, '').trim() || name;
}

/** The names of the assessment's equipment and substances, resolved by the caller. */
export interface AssessmentNames {
  readonly equipment: readonly string[];
  readonly substances: readonly string[];
}

/** A measure document as the derivation reads it. */
export interface AssessmentMeasure {
  readonly id: string;
  readonly data: DocumentData;
}

/**
 * OI-13, OI-14: a work equipment instruction derived from a risk assessment and the measure
 * documents of the tenant (those naming the assessment and one of its risks are read).
 */
export function deriveFromRiskAssessment(
  assessment: { readonly id: string; readonly data: DocumentData },
  names: AssessmentNames,
  language: InstructionLanguage,
  measures: readonly AssessmentMeasure[],
): DerivedInstruction {
  const out = new SentenceList();
  const { data } = assessment;
  const name = typeof data.name === 'string' ? data.name : '';
  const subject = subjectOf(name);
  out.add('activityDescription', `${phrase('riskAssessment', language)}: ${subject}`, 'field:name');
  if (names.equipment.length > 0) {
    out.add(
      'activityDescription',
      `${phrase('equipment', language)}: ${names.equipment.join(', ')}`,
      'field:storageOrWorkEquipments',
    );
  }
  if (names.substances.length > 0) {
    out.add(
      'activityDescription',
      `${phrase('substances', language)}: ${names.substances.join(', ')}`,
      'field:substances',
    );
  }
  for (const risk of rows(data.risks)) {
    const riskName = typeof risk.name === 'string' ? risk.name : '';
    out.add('humanEnvDescription', riskName, `risk:${riskName}`);
    const riskId = typeof risk.id === 'string' ? risk.id : '';
    for (const measure of measuresOfRisk(assessment.id, riskId, measures)) {
      const key = typeof measure.data.instructionKey === 'string' ? measure.data.instructionKey : '';
      const field = INSTRUCTION_FIELDS.includes(key) ? key : 'measures';
      out.add(field, typeof measure.data.name === 'string' ? measure.data.name : undefined, `risk:${riskName}`);
    }
  }
  return {
    data: {
      name: `${phrase('title', language)} ${subject}`.trim(),
      riskAssessment: assessment.id,
      storageOrWorkEquipments: strings(data.storageOrWorkEquipments),
      workEnvironments: strings(data.workEnvironments),
      ...(typeof data.revisionInterval === 'number' ? { revisionInterval: data.revisionInterval } : {}),
      ...(typeof data.responsible === 'string' ? { responsible: data.responsible } : {}),
      language,
      ...out.values(INSTRUCTION_SYMBOL_FIELDS),
    },
    sentences: out.all(),
  };
}
