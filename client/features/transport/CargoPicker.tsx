import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useMemo } from 'react';
import { useReplica } from '../../sync/replica-context';
import { viewOfTypes } from '../../sync/view-of-type';
import { ReferencePicker } from '../entity-detail';
import { cargoSources, sourceOptions, withCargoFrom } from './cargo-sources';

const SOURCE_TYPES = ['ADR_TRANSPORT_DRAFT', 'ADR_TRANSPORT_DOCUMENT', 'SUBSTANCE'];

interface CargoPickerProps {
  readonly cargo: unknown;
  readonly onCargo: (cargo: unknown) => void;
}

/**
 * Adds a cargo line filled from an earlier line of the tenant's transports or from a substance
 * of the register (name and UN number); the user completes it in the cargo list above.
 */
export function CargoPicker({ cargo, onCargo }: CargoPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const replica = useReplica();
  const docs = useLiveQuery(async () => (replica ? viewOfTypes(replica.db, SOURCE_TYPES) : []), [replica], []);
  const sources = useMemo(() => cargoSources(docs), [docs]);
  const options = useMemo(
    () => sourceOptions(sources, { cargo: t`Earlier cargo`, substance: t`Substance register` }),
    [sources, t],
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <Trans>Add cargo from earlier transports or the substance register</Trans>
      </label>
      <ReferencePicker
        id={id}
        options={options}
        value=""
        unknownLabel=""
        required={false}
        errorId={undefined}
        onChange={(sourceId) => {
          const source = sources.find((candidate) => candidate.id === sourceId);
          if (source) onCargo(withCargoFrom(cargo, source, crypto.randomUUID()));
        }}
      />
    </div>
  );
}
