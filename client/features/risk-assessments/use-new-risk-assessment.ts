import { useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useReplica } from '../../sync/replica-context';
import type { NewDocumentStart } from '../screens';
import { riskAssessmentPreset } from './new-risk-assessment';

/**
 * A new risk assessment opened for a substance or an activity (`/risk_assessments/new?for=…`, the
 * dashboard's missing documents) starts prefilled from it, read from this device, offline too;
 * the form starts afresh once the source is read. Without `for`, or for a document not on this
 * device, the form starts empty.
 */
export function useNewRiskAssessment(): NewDocumentStart {
  const { t } = useLingui();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const sourceId = typeof search.for === 'string' && search.for !== '' ? search.for : undefined;
  const db = useReplica()?.db;
  const source = useLiveQuery(
    async () => (db && sourceId ? ((await db.view.get(sourceId)) ?? null) : null),
    [db, sourceId],
  );
  return useMemo(() => {
    if (!source) return {};
    const initial = riskAssessmentPreset(source, (name) => t`Risk assessment ${name}`);
    return initial ? { initial, formKey: `for:${source.id}` } : {};
  }, [source, t]);
}
