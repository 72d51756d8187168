import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { storageContents } from '../../../shared/domain/substances';
import { substance as substanceEntity } from '../../../shared/entities/substance';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { Pictograms } from '../pictograms';
import { storageClassLabel } from './catalog-texts';
import { JointStorageHints } from './JointStorageHints';
import { quantityText } from './register-texts';
import '../../styles/substance-register.css';

interface StorageSubstancesProps {
  readonly db: ReplicaDb;
  /** The storage; undefined on the create screen. */
  readonly doc: ViewDoc | undefined;
}

/**
 * Below a storage's form: the substances stored there with their quantities, storage classes
 * (with their names) and pictograms, the quantities per storage class, and the TRGS 510
 * joint-storage guidance for the pairs of classes that meet there (STO-1, STO-2).
 */
export function StorageSubstances({ db, doc }: StorageSubstancesProps) {
  const { i18n } = useLingui();
  const storageId = doc?.id;
  const substances = useLiveQuery(
    async () =>
      storageId
        ? (await db.view.where('refs').equals(storageId).toArray()).filter((item) => item.type === substanceEntity.type)
        : [],
    [db, storageId],
  );
  if (!doc || !substances) return null;
  const contents = storageContents(doc.id, substances);
  const amount = (quantities: readonly { value: number; unit: string }[]) =>
    quantities.map((quantity) => quantityText(i18n, quantity)).join(' + ');
  return (
    <section className="storage-substances" aria-labelledby="storage-substances-title" data-testid="storage-substances">
      <h2 id="storage-substances-title">
        <Trans>Substances stored here</Trans>
      </h2>
      {contents.substances.length === 0 ? (
        <p className="form-hint">
          <Trans>No substance names this storage as one of its storage locations.</Trans>
        </p>
      ) : (
        <>
          <div className="register-scroll">
            <table className="register-table storage-substances-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._(substanceEntity.label)}</th>
                  <th scope="col">
                    <Trans>Quantity</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Storage class (TRGS 510)</Trans>
                  </th>
                  <th scope="col">{i18n._(substanceEntity.fields.ghsSymbols.label)}</th>
                </tr>
              </thead>
              <tbody>
                {contents.substances.map((stored) => (
                  <tr key={stored.id} data-id={stored.id}>
                    <th scope="row">
                      <Link to="/substances/$id" params={{ id: stored.id }}>
                        {stored.name || '–'}
                      </Link>
                    </th>
                    <td>{amount(stored.quantities)}</td>
                    <td>
                      {stored.storageClasses.length > 0 ? (
                        stored.storageClasses.map((code) => <div key={code}>{storageClassLabel(i18n, code)}</div>)
                      ) : (
                        <span className="register-empty">
                          <Trans>no storage class</Trans>
                        </span>
                      )}
                    </td>
                    <td>{stored.ghsSymbols.length > 0 && <Pictograms codes={stored.ghsSymbols} size={28} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {contents.classes.length > 0 && (
            <section aria-labelledby="storage-class-totals-title">
              <h3 id="storage-class-totals-title">
                <Trans>Quantities per storage class</Trans>
              </h3>
              <ul className="storage-class-totals">
                {contents.classes.map((total) => (
                  <li key={total.storageClass}>
                    <strong>{storageClassLabel(i18n, total.storageClass)}</strong>: {amount(total.quantities)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <JointStorageHints contents={contents} />
        </>
      )}
    </section>
  );
}
