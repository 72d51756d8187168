import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { asStrings } from '../entity-detail';
import { MeasureRows } from './MeasureRows';

/** The measures a recurring measure generated (MEA-11), with their state; the list is the server's to keep. */
export function GeneratedMeasures({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const ids = doc ? asStrings(doc.data.generatedMeasures) : [];
  const measures = useLiveQuery(
    async () => (await db.view.bulkGet([...ids])).flatMap((found) => (found ? [found] : [])),
    [db, ids.join('\n')],
  );
  if (!doc) return null;
  return (
    <section className="measures-panel" aria-labelledby="generated-measures" data-testid="generated-measures">
      <header className="measures-panel-header">
        <h2 id="generated-measures">
          <Trans>Generated measures</Trans>
        </h2>
      </header>
      {measures === undefined ? null : measures.length === 0 ? (
        <p className="form-hint">
          <Trans>
            No measure generated yet. While the measure recurs, the server creates the next one when none is open.
          </Trans>
        </p>
      ) : (
        <MeasureRows measures={measures} testId="generated-measures-rows" />
      )}
    </section>
  );
}
