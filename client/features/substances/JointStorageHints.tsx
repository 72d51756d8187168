import { Trans, useLingui } from '@lingui/react/macro';
import { type StorageContents, smallQuantityCheck } from '../../../shared/domain/substances';
import { storageClassLabel } from './catalog-texts';
import { isStorageClass, type JointStorageGuidance, type JointStorageReference, jointStorage } from './joint-storage';
import { SmallQuantityNote } from './SmallQuantityNote';

type PairGuidance = Pick<JointStorageGuidance, 'guidance' | 'notes' | 'source'>;

/** The clause a guidance rests on, in the user's language. */
function useReferenceText(reference: JointStorageReference): string {
  const { t } = useLingui();
  switch (reference) {
    case 'TABLE_12':
      return t`TRGS 510, 13.3, Table 12`;
    case 'TABLE_12_NOTE_1':
      return t`TRGS 510, 13.3, Table 12, note 1`;
    case 'SAME_CLASS':
      return t`TRGS 510, 13.2 (2); Annex 2, A.2.1 (5)`;
  }
}

function GuidanceText({ guidance }: { readonly guidance: PairGuidance }) {
  const reference = useReferenceText(guidance.source.reference);
  const notes = guidance.notes.join(', ');
  switch (guidance.guidance) {
    case 'SEPARATE':
      return <Trans>To be stored separately ({reference}).</Trans>;
    case 'WITH_CONDITIONS':
      return notes ? (
        <Trans>
          Joint storage only under conditions ({reference}, notes {notes}).
        </Trans>
      ) : (
        <Trans>Joint storage only under conditions ({reference}).</Trans>
      );
    case 'TOGETHER':
      return <Trans>May as a rule be stored together ({reference}).</Trans>;
    case 'CHECK_TABLE':
      return <Trans>Check {reference} for this pair: its cell of the table is not known here.</Trans>;
  }
}

/** The pair's guidance (SUB-9); a class the catalog does not know has no cell of the table. */
function guidanceFor(first: string, second: string): PairGuidance {
  if (isStorageClass(first) && isStorageClass(second)) return jointStorage(first, second);
  return { guidance: 'CHECK_TABLE', notes: [], source: { reference: 'TABLE_12', secondary: true } };
}

/**
 * The TRGS 510 joint-storage guidance for each pair of storage classes in the storage (STO-2),
 * worded as guidance with its source and qualified by the small-quantity check (STO-3); the
 * substances without a class are named, since the check cannot include them.
 */
export function JointStorageHints({ contents }: { readonly contents: StorageContents }) {
  const { i18n } = useLingui();
  const unnamed = contents.substances
    .filter((stored) => contents.unclassified.includes(stored.id))
    .map((stored) => stored.name)
    .join(', ');
  const guidances = contents.pairs.map(([first, second]) => ({ first, second, guidance: guidanceFor(first, second) }));
  const quantities = smallQuantityCheck(contents);
  return (
    <section className="joint-storage" aria-labelledby="joint-storage-title" data-testid="joint-storage">
      <h3 id="joint-storage-title">
        <Trans>Joint storage (TRGS 510)</Trans>
      </h3>
      {guidances.length === 0 ? (
        <p className="form-hint">
          {contents.classes.length === 1 ? (
            <Trans>Only one storage class is stored here.</Trans>
          ) : (
            <Trans>No storage class is recorded for the substances stored here.</Trans>
          )}
        </p>
      ) : (
        <SmallQuantityNote check={quantities} />
      )}
      {guidances.length > 0 && (
        <ul className="joint-storage-list" data-small-quantities={quantities.status}>
          {guidances.map(({ first, second, guidance }) => (
            <li key={`${first}+${second}`} data-level={guidance.guidance} data-testid="joint-storage-pair">
              <strong>
                {storageClassLabel(i18n, first)} + {storageClassLabel(i18n, second)}
              </strong>
              : <GuidanceText guidance={guidance} />
            </li>
          ))}
        </ul>
      )}
      {unnamed !== '' && (
        <p className="form-hint">
          <Trans>Without a storage class, not part of this check: {unnamed}.</Trans>
        </p>
      )}
      <p className="form-hint">
        <Trans>
          Guidance, not a legal assessment: Table 12 of TRGS 510 is known here from secondary sources only; its
          conditions, the quantity thresholds and the local situation decide.
        </Trans>
      </p>
    </section>
  );
}
