import { useEffect, useMemo, useState } from 'react';
import type { ScorePoint } from '../../../shared/domain/compliance';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { useReplicaQuery } from '../../sync/use-replica-query';
import { viewOfType, viewOfTypes } from '../../sync/view-of-type';
import type { DashboardDoc, DashboardModel, DashboardScope } from './dashboard-model';

type ModelModule = typeof import('./dashboard-model');

/** The types the checks read when no location is selected. */
const CHECKED_TYPES = ['SUBSTANCE', 'ACTIVITY', 'MEASURE', 'RISK_ASSESSMENT', 'SUBSTANCE_INSTRUCTION'];

async function readDocs(db: ReplicaDb, everything: boolean): Promise<readonly DashboardDoc[]> {
  // With a location selected, the places of the documents are followed through other types.
  const rows = everything ? await db.view.toArray() : await viewOfTypes(db, CHECKED_TYPES);
  return rows.map(({ id, type, data }) => ({ id, type, data }));
}

/** The weekly score records' type (CMP-9); on the device only for those who read reports everywhere. */
const SCORE_RECORD_TYPE = 'COMPLIANCE_SCORE';

export interface Dashboard {
  readonly model: DashboardModel | undefined;
  /** The company's last weeks (CMP-9), oldest first; empty when none is on the device. */
  readonly trend: readonly ScorePoint[];
  readonly creatable: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();
const NO_POINTS: readonly ScorePoint[] = [];

/**
 * The dashboard's figures from the device's replica, live as documents change (offline too).
 * The computation (the domain rules, the registry) loads after the dashboard's first paint.
 */
export function useDashboard(
  scope: DashboardScope,
  grants: Parameters<ModelModule['creatableTypes']>[0],
  modules: readonly string[],
): Dashboard {
  const replica = useReplica();
  const [rules, setRules] = useState<ModelModule | undefined>(undefined);
  useEffect(() => {
    let active = true;
    import('./dashboard-model').then(
      (module) => active && setRules(module),
      (error: unknown) => console.error('the dashboard could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, []);
  const everything = scope.location !== undefined;
  const docs = useReplicaQuery(replica?.db, (db) => readDocs(db, everything), [everything], undefined);
  const model = useMemo(() => (rules && docs ? rules.dashboardModel(docs, scope) : undefined), [rules, docs, scope]);
  const creatable = useMemo(() => rules?.creatableTypes(grants, modules) ?? NONE, [rules, grants, modules]);
  const records = useReplicaQuery(replica?.db, (db) => viewOfType(db, SCORE_RECORD_TYPE).toArray(), [], undefined);
  const trend = useMemo(
    () => (rules && records ? rules.scoreTrend(records.map((record) => record.data)) : NO_POINTS),
    [rules, records],
  );
  return { model, trend, creatable };
}
