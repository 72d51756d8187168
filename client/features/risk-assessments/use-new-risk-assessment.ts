import { useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '../../sync/replica-context';
import type { NewDocumentStart } from '../screens';

const EMPTY: NewDocumentStart = {};

/**
 * A new risk assessment opened for a substance or an activity (`/risk_assessments/new?for=…`, the
 * dashboard's missing documents) starts prefilled from it, read from this device, offline too;
 * the form starts afresh once the source is read. Without `for`, or for a document not on this
 * device, the form starts empty. The preset loads with the first such form, not with the app.
 */
export function useNewRiskAssessment(): NewDocumentStart {
  const { t } = useLingui();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const sourceId = typeof search.for === 'string' && search.for !== '' ? search.for : undefined;
  const db = useReplica()?.db;
  return (
    useLiveQuery(async (): Promise<NewDocumentStart> => {
      const source = db && sourceId ? await db.view.get(sourceId) : undefined;
      if (!source) return EMPTY;
      const { riskAssessmentPreset } = await import('./new-risk-assessment');
      const initial = riskAssessmentPreset(source, (name) => t`Risk assessment ${name}`);
      return initial ? { initial, formKey: `for:${source.id}` } : EMPTY;
    }, [db, sourceId, t]) ?? EMPTY
  );
}
