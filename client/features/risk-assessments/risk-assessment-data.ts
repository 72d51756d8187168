import type { I18n } from '@lingui/core';
import { effectivenessState, isDone, isOverdue } from '../../../shared/domain/measures';
import {
  measuresOfRisk,
  type RiskThresholds,
  ratingOf,
  revisionOverdue,
  shownOpenMeasureCount,
  subFactorOf,
} from '../../../shared/domain/risk-assessments';
import { documentTitle } from '../../../shared/entities/document-title';
import { measure } from '../../../shared/entities/measure';
import { STRESS_FACTORS } from '../../../shared/enums/assessment';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { asStrings } from '../entity-detail';
import { enumText } from '../enums';
import type { ReportFrame } from '../pdf';
import type { ReportMeasureState, RiskAssessmentReport } from './risk-assessment-report';
import { risksOf } from './risks';

function stateOf(data: Readonly<Record<string, unknown>>, today: string): ReportMeasureState {
  if (!isDone(data)) return isOverdue(data, today) ? 'overdue' : 'open';
  const check = effectivenessState(data, today);
  if (check === 'effective') return 'effective';
  if (check === 'notEffective') return 'notEffective';
  return check === 'overdue' ? 'checkOverdue' : 'checkPending';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const day = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The assessment at its revision, from the replica (offline too): the names of what it refers
 * to, its risks with their ratings, and the measure documents of each risk (decision 0037).
 */
export async function riskAssessmentReportData(
  db: ReplicaDb,
  doc: ViewDoc,
  frame: Omit<ReportFrame, 'title' | 'revision'>,
  thresholds: RiskThresholds,
  i18n: I18n,
  today: string,
): Promise<RiskAssessmentReport> {
  const { data } = doc;
  const naming = await db.view.where('refs').equals(doc.id).toArray();
  const measures = naming.filter((found) => found.type === measure.type && found.data.origin === doc.id);
  const referenced = new Set([
    ...asStrings(data.workEnvironments),
    ...asStrings(data.storageOrWorkEquipments),
    ...asStrings(data.substances),
    ...asStrings(data.linkedRiskAssessments),
    ...[data.responsible, data.lastRevisedBy].filter((id): id is string => typeof id === 'string'),
    ...measures.map((found) => found.data.responsible).filter((id): id is string => typeof id === 'string'),
  ]);
  const found = await db.view.bulkGet([...referenced]);
  const titles = new Map(
    found.flatMap((entry: ViewDoc | undefined) =>
      entry ? [[entry.id, documentTitle(entry.type, entry.data) || entry.title || entry.id] as const] : [],
    ),
  );
  const names = (value: unknown) => asStrings(value).map((id) => titles.get(id) ?? id);
  const name = (value: unknown) => (typeof value === 'string' ? (titles.get(value) ?? value) : '');
  return {
    ...frame,
    title: documentTitle(doc.type, data),
    revision: { version: doc.version, pending: doc.pending },
    workAreas: names(data.workEnvironments),
    equipment: names(data.storageOrWorkEquipments),
    substances: names(data.substances),
    responsible: name(data.responsible),
    revisionInterval: typeof data.revisionInterval === 'number' ? data.revisionInterval : undefined,
    lastRevisedAt: day(data.lastRevisedAt),
    lastRevisedBy: name(data.lastRevisedBy),
    nextRevisionAt: day(data.nextRevisionAt),
    revisionOverdue: revisionOverdue(data.nextRevisionAt, today),
    linked: names(data.linkedRiskAssessments),
    openMeasures: shownOpenMeasureCount(doc.id, data.undoneNewMeasureCount, measures),
    thresholds,
    risks: risksOf(data).map((risk) => {
      const sub = subFactorOf(risk.stressSubFactor);
      const factor = risk.stressFactor ? enumText(i18n, STRESS_FACTORS, risk.stressFactor) : '-';
      return {
        name: text(risk.name),
        factor: sub ? `${factor} · ${sub.code} ${i18n._(sub.label)}` : factor,
        protectionTarget: text(risk.protectionTarget),
        before: ratingOf(risk.preMeasuresEvaluation),
        after: ratingOf(risk.postMeasuresEvaluation),
        personalMeasuresReason: text(risk.personalMeasuresReason),
        measures: measuresOfRisk(doc.id, risk.id, measures).map((entry) => ({
          title: text(entry.data.name),
          type: typeof entry.data.measureType === 'string' ? entry.data.measureType : undefined,
          section: typeof entry.data.instructionKey === 'string' ? entry.data.instructionKey : undefined,
          responsible: name(entry.data.responsible),
          deadline: day(entry.data.deadlineAt),
          state: stateOf(entry.data, today),
        })),
      };
    }),
  };
}
