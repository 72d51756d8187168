import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { grantsAnywhere } from '../../../shared/access/grants';
import { condition as conditionEntity } from '../../../shared/entities/condition';
import { measure } from '../../../shared/entities/measure';
import { CONDITION_TYPES } from '../../../shared/enums/catalogs';
import { enumLabel } from '../../../shared/enums/enum-labels';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { MeasureRows } from '../measures';
import { conditionsWithMeasures } from './permit-conditions';

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * A permit's conditions, each with its measures and "Add measure" (docs/domain/facilities.md
 * FAC-4), read from this device's replica; the permit's own measures are in the measures panel.
 */
export function PermitConditionsPanel({ db, doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  const { i18n } = useLingui();
  const { grants } = useSession().employee;
  const groups = useLiveQuery(async () => {
    if (!doc) return [];
    const conditions = (await db.view.where('refs').equals(doc.id).toArray()).filter(
      (item) => item.type === 'CONDITION',
    );
    const conditionIds = conditions.map((item) => item.id);
    const naming = conditionIds.length > 0 ? await db.view.where('refs').anyOf(conditionIds).toArray() : [];
    const listed = await db.view.bulkGet(conditions.flatMap((item) => ids(item.data.measures)));
    return conditionsWithMeasures(doc.id, [...conditions, ...naming, ...listed.flatMap((item) => item ?? [])]);
  }, [db, doc?.id]);
  if (!doc || groups === undefined) return null;
  const mayAddCondition = grantsAnywhere(grants, 'CREATE', conditionEntity.resource);
  const mayAddMeasure = grantsAnywhere(grants, 'CREATE', measure.resource);
  return (
    <section className="permit-conditions" aria-labelledby={`conditions-of-${doc.id}`} data-testid="permit-conditions">
      <header className="inspection-log-header">
        <h2 id={`conditions-of-${doc.id}`}>{i18n._(conditionEntity.pluralLabel)}</h2>
        {mayAddCondition && (
          <Link to="/conditions/$id" params={{ id: 'new' }} search={{ permit: doc.id }} className="button">
            <Trans>Add condition</Trans>
          </Link>
        )}
      </header>
      {groups.length === 0 ? (
        <p className="form-hint">
          <Trans>This permit has no conditions yet.</Trans>
        </p>
      ) : (
        <ul className="permit-condition-list">
          {groups.map(({ condition, measures }) => {
            const type = enumLabel(CONDITION_TYPES, String(condition.data.conditionType ?? ''));
            const section = typeof condition.data.section === 'string' ? condition.data.section : '';
            return (
              <li key={condition.id} data-testid="permit-condition">
                <h3>
                  <Link to="/conditions/$id" params={{ id: condition.id }}>
                    {String(condition.data.name ?? '–')}
                  </Link>
                </h3>
                <p className="form-hint">{[type ? i18n._(type) : '', section].filter(Boolean).join(' · ')}</p>
                {measures.length === 0 ? (
                  <p className="form-hint">
                    <Trans>No measures yet.</Trans>
                  </p>
                ) : (
                  <MeasureRows measures={measures} testId="permit-condition-measures" />
                )}
                {mayAddMeasure && (
                  <Link
                    to="/measures/$id"
                    params={{ id: 'new' }}
                    search={{ origin: condition.id }}
                    className="button button-small"
                  >
                    <Trans>Add measure</Trans>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
