import { Trans, useLingui } from '@lingui/react/macro';
import type { StorageContents } from '../../../shared/domain/substances';
import { storageClassLabel } from './catalog-texts';
import { type JointStorageGuidance, jointStorageGuidance } from './joint-storage';

function GuidanceText({ guidance }: { readonly guidance: JointStorageGuidance }) {
  const { source } = guidance;
  switch (guidance.level) {
    case 'separate':
      return <Trans>To be stored separately ({source}).</Trans>;
    case 'conditional':
      return <Trans>Joint storage only under the conditions of {source}.</Trans>;
    case 'allowed':
      return <Trans>Joint storage allowed ({source}).</Trans>;
    case 'unknown':
      return <Trans>No joint-storage rule is stored for this pair yet: check {source}.</Trans>;
  }
}

/**
 * The TRGS 510 joint-storage guidance for each pair of storage classes in the storage (STO-2),
 * worded as guidance with its source; the substances without a class are named, since the check
 * cannot include them.
 */
export function JointStorageHints({ contents }: { readonly contents: StorageContents }) {
  const { i18n } = useLingui();
  const unnamed = contents.substances
    .filter((stored) => contents.unclassified.includes(stored.id))
    .map((stored) => stored.name)
    .join(', ');
  return (
    <section className="joint-storage" aria-labelledby="joint-storage-title" data-testid="joint-storage">
      <h3 id="joint-storage-title">
        <Trans>Joint storage (TRGS 510)</Trans>
      </h3>
      {contents.pairs.length === 0 ? (
        <p className="form-hint">
          {contents.classes.length === 1 ? (
            <Trans>Only one storage class is stored here.</Trans>
          ) : (
            <Trans>No storage class is recorded for the substances stored here.</Trans>
          )}
        </p>
      ) : (
        <ul className="joint-storage-list">
          {contents.pairs.map(([first, second]) => {
            const guidance = jointStorageGuidance(first, second);
            return (
              <li key={`${first}+${second}`} data-level={guidance.level} data-testid="joint-storage-pair">
                <strong>
                  {storageClassLabel(i18n, first)} + {storageClassLabel(i18n, second)}
                </strong>
                : <GuidanceText guidance={guidance} />
              </li>
            );
          })}
        </ul>
      )}
      {unnamed !== '' && (
        <p className="form-hint">
          <Trans>Without a storage class, not part of this check: {unnamed}.</Trans>
        </p>
      )}
      <p className="form-hint">
        <Trans>
          Guidance, not a legal assessment: the quantity thresholds and conditions of TRGS 510 and the local situation
          decide.
        </Trans>
      </p>
    </section>
  );
}
