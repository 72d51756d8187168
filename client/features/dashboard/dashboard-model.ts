import { type Grant, grantsAnywhere } from '../../../shared/access/grants';
import {
  type ComplianceCheck,
  type ComplianceScore,
  complianceChecks,
  complianceScore,
  coverageByReason,
  type DashboardReason,
  type Improvement,
  type ReasonCoverage,
  topImprovements,
} from '../../../shared/domain/compliance';

export { scoreTrend } from '../../../shared/domain/compliance';

import { isOpen, isOverdue } from '../../../shared/domain/measures';
import { cachedLocations } from '../../../shared/entities/document-places';
import type { DocumentData } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';

/** A document of the replica as the dashboard reads it. */
export interface DashboardDoc {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

/** One row of the missing documents' table: the finding with its document's name. */
export interface FindingRow {
  readonly reason: DashboardReason;
  readonly type: string;
  readonly id: string;
  readonly name: string;
}

/** Open and overdue measures, all the user may see and those the user is responsible for. */
export interface MeasureCounts {
  readonly open: number;
  readonly overdue: number;
  readonly openMine: number;
  readonly overdueMine: number;
}

export interface DashboardModel {
  readonly score: ComplianceScore;
  readonly improvements: readonly (Improvement & { readonly name: string })[];
  readonly findings: readonly FindingRow[];
  readonly coverage: Readonly<Record<DashboardReason, ReasonCoverage>>;
  readonly measures: MeasureCounts;
}

export interface DashboardScope {
  /** The ISO day the measures are judged on. */
  readonly today: string;
  /** The layout's selected location: only documents there count (undefined: all). */
  readonly location: string | undefined;
  /** The signed-in user's employee id ("mine"). */
  readonly employee: string;
}

function nameOf(doc: DashboardDoc | undefined): string {
  if (!doc) return '';
  const field = entityFor(doc.type)?.titleField;
  const value = field ? doc.data[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * Everything the dashboard shows, from the documents on the device (only those the user may
 * read are there), on `scope.today`: the checks of docs/domain/compliance.md CMP-5 of the
 * documents at the selected location (covering documents count wherever they sit), the score
 * (CMP-6), the three things that improve it most (CMP-7), the findings (CMP-4) with names, the
 * figures per reason (CMP-8) and the open and overdue measures (MEA-2, MEA-3).
 */
export function dashboardModel(docs: readonly DashboardDoc[], scope: DashboardScope): DashboardModel {
  const byId = new Map<string, DashboardDoc>();
  for (const doc of docs) byId.set(doc.id, doc);
  const allChecks = complianceChecks(docs, scope.today);
  const { location } = scope;
  const locations = cachedLocations((id) => byId.get(id));
  const here = location === undefined ? () => true : (id: string) => locations(id).has(location);
  const checks: ComplianceCheck[] = location === undefined ? allChecks : allChecks.filter((check) => here(check.id));
  const rowOf = (check: ComplianceCheck): FindingRow => {
    const doc = byId.get(check.id);
    return { reason: check.reason, type: check.type, id: check.id, name: nameOf(doc) };
  };
  let open = 0;
  let overdue = 0;
  let openMine = 0;
  let overdueMine = 0;
  for (const doc of docs) {
    if (doc.type !== 'MEASURE' || !isOpen(doc.data) || !here(doc.id)) continue;
    const mine = doc.data.responsible === scope.employee;
    const late = isOverdue(doc.data, scope.today);
    open += 1;
    if (late) overdue += 1;
    if (mine) openMine += 1;
    if (mine && late) overdueMine += 1;
  }
  return {
    score: complianceScore(checks),
    improvements: topImprovements(checks).map((improvement) => ({
      ...improvement,
      name: nameOf(byId.get(improvement.check.id)),
    })),
    findings: checks.filter((check) => !check.met).map(rowOf),
    coverage: coverageByReason(checks),
    measures: { open, overdue, openMine, overdueMine },
  };
}

/** The types of the table's create actions (a risk assessment, an operating instruction). */
export const CREATED_TYPES = ['RISK_ASSESSMENT', 'SUBSTANCE_INSTRUCTION'] as const;

/** Which of the create actions' types the user may create: the tenant subscribes its module and a role grants it. */
export function creatableTypes(
  grants: readonly Grant[] | undefined,
  subscribedModules: readonly string[],
): ReadonlySet<string> {
  return new Set(
    CREATED_TYPES.filter((type) => {
      const entity = entityFor(type);
      return (
        entity !== undefined &&
        (entity.module === null || subscribedModules.includes(entity.module)) &&
        grantsAnywhere(grants, 'CREATE', entity.resource)
      );
    }),
  );
}
