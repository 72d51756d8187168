import { catalogText } from '../../../../shared/catalogs/statement-catalog';
import { rateActivity } from '../../../../shared/domain/emkg';
import {
  type DerivedInstruction,
  derivationRecord,
  deriveFromActivity,
  deriveFromRiskAssessment,
  deriveFromSubstance,
  sourceFingerprint,
} from '../../../../shared/domain/operating-instructions';
import { documentTitle } from '../../../../shared/entities/document-title';
import type { DocumentData, DocumentLookup } from '../../../../shared/entities/entity';
import type { InstructionLanguage } from '../../../../shared/entities/operating-instruction-fields';
import type { DocumentType } from '../../../../shared/enums/entity-types';
import { day, dayAt } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';
import { ACME_FACILITIES } from './facilities';
import { ACME_ORGANISATION } from './organisation';
import { ACME_SAFETY } from './safety';
import { ACME_SUBSTANCES } from './substances';

const document = tenantDocuments('tenant-acme');

const KNOWN = new Map(
  [...ACME_ORGANISATION, ...ACME_FACILITIES, ...ACME_SUBSTANCES, ...ACME_SAFETY].map((doc) => [doc.id, doc]),
);
const lookup: DocumentLookup = (id) => {
  const doc = KNOWN.get(id);
  return doc && { type: doc.type as DocumentType, data: doc.data };
};

function source(id: string): { id: string; data: DocumentData } {
  const doc = KNOWN.get(id);
  if (!doc) throw new Error(`demo source ${id} missing`);
  return { id, data: doc.data };
}

const names = (ids: unknown): string[] =>
  (Array.isArray(ids) ? ids : []).flatMap((id) => {
    const doc = typeof id === 'string' ? KNOWN.get(id) : undefined;
    return doc ? [documentTitle(doc.type, doc.data)] : [];
  });

/** The instruction as the derive action stores it (OI-15): its values and the record of the source, derived on `derivedAt`. */
function derivedDocument(
  derived: DerivedInstruction,
  sourceId: string,
  language: InstructionLanguage,
  derivedAt: string,
  fingerprintLookup: DocumentLookup = lookup,
): DocumentData {
  const fingerprint = sourceFingerprint(sourceId, fingerprintLookup, language);
  if (!fingerprint) throw new Error(`demo source ${sourceId} incomplete`);
  return { ...derived.data, derivation: derivationRecord(derived, sourceId, fingerprint, derivedAt) };
}

const isopropanol = source('acme-sub-isopropanol');
const acetoneFilling = source('acme-act-filling-acetone');
const acetone = source('acme-sub-acetone');
const cleaner = source('acme-sub-cleaner');
const forkliftAssessment = source('acme-ra-forklift');

/** The cleaner as it was when its English instruction was derived: one precautionary statement less. */
const cleanerBefore: DocumentData = {
  ...cleaner.data,
  precautionaryStatements: (cleaner.data.precautionaryStatements as string[]).slice(0, -1),
};
const before: DocumentLookup = (id) => (id === cleaner.id ? { type: 'SUBSTANCE', data: cleanerBefore } : lookup(id));

/**
 * Acme's operating instructions (issue 20), each derived as the derive actions derive them: from
 * a substance (isopropanol, German), from an activity with its EMKG rating (filling acetone), from
 * the forklift's risk assessment (a work equipment instruction, edited after the derivation), and
 * one in English for a worker who reads English, derived before its substance's statements
 * changed — it shows "source changed".
 */
export const ACME_OPERATING_INSTRUCTIONS: readonly DemoDocument[] = [
  document('acme-si-isopropanol', 'SUBSTANCE_INSTRUCTION', {
    ...derivedDocument(deriveFromSubstance(isopropanol, 'DE', catalogText), isopropanol.id, 'DE', dayAt(-90, '09:00')),
    workEnvironments: ['acme-dep-maintenance'],
    revisionInterval: 12,
    responsible: 'acme-emp-schneider',
    revisedAt: day(-90),
    revisedBy: 'acme-emp-schneider',
    emergencyNumber: '112',
  }),
  document('acme-si-acetone', 'SUBSTANCE_INSTRUCTION', {
    ...derivedDocument(
      deriveFromActivity(
        acetoneFilling,
        acetone,
        {
          workEnvironments: names(acetoneFilling.data.workEnvironments),
          equipment: names(acetoneFilling.data.storageOrWorkEquipments),
        },
        rateActivity(acetoneFilling.data, acetone.data),
        'DE',
        catalogText,
      ),
      acetoneFilling.id,
      'DE',
      dayAt(-340, '10:30'),
    ),
    revisionInterval: 12,
    responsible: 'acme-emp-schneider',
    revisedAt: day(-340),
    revisedBy: 'acme-emp-schneider',
    emergencyNumber: '112',
  }),
  document('acme-si-cleaner-en', 'SUBSTANCE_INSTRUCTION', {
    ...derivedDocument(
      deriveFromSubstance({ id: cleaner.id, data: cleanerBefore }, 'EN', catalogText),
      cleaner.id,
      'EN',
      dayAt(-60, '14:00'),
      before,
    ),
    name: 'Operating instruction Anlagenreiniger R 40 (English)',
    workEnvironments: ['acme-dep-maintenance'],
    revisionInterval: 24,
    responsible: 'acme-emp-schneider',
    emergencyNumber: '112',
  }),
  document('acme-wei-forklift', 'WORK_EQUIPMENT_INSTRUCTION', {
    ...derivedDocument(
      deriveFromRiskAssessment(
        forkliftAssessment,
        {
          equipment: names(forkliftAssessment.data.storageOrWorkEquipments),
          substances: names(forkliftAssessment.data.substances),
        },
        'DE',
        [...KNOWN.values()].filter((doc) => doc.type === 'MEASURE'),
      ),
      forkliftAssessment.id,
      'DE',
      dayAt(-200, '08:15'),
    ),
    name: 'Betriebsanweisung Gabelstapler Linde H30D',
    humanEnvWarningSymbols: ['W014'],
    behaviorRules:
      'Keine Personen mitnehmen oder anheben.\nSchrittgeschwindigkeit in der Halle.\nGabeln beim Abstellen absenken.',
    mandatorySymbols: ['M008'],
    malfunctionBehaviorDescription: 'Bei Mängeln Stapler abstellen, Schlüssel abziehen, Vorgesetzte informieren.',
    fireProtectionSymbols: ['F001'],
    firstAidDescription: 'Ersthelfer verständigen, Notruf 112, Unfall ins Verbandbuch eintragen.',
    rescueSymbols: ['E003', 'E004'],
    revisedAt: day(-200),
    revisedBy: 'acme-emp-hoffmann',
    emergencyNumber: '112',
  }),
];
