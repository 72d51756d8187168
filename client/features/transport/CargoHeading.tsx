import { Trans } from '@lingui/react/macro';
import { adrDescription } from '../../../shared/domain/transport';

type Item = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * A cargo line as a driver reads it at arm's length: the UN number large, class, packing
 * group, tunnel code and transport category as badges, then the ADR 5.4.1.1.1 description.
 */
export function CargoHeading({ item }: { item: Item }) {
  const unNumber = text(item.unNumber);
  const hazardClass = text(item.transportHazardClass) || text(item.hazardClass);
  const packingGroup = text(item.packingGroup);
  const tunnel = text(item.tunnelRestrictionCode);
  const category = text(item.transportCategory);
  return (
    <header className="transport-cargo-head">
      <p className="transport-un" data-testid="cargo-un">
        {unNumber ? `UN ${unNumber}` : '—'}
      </p>
      <ul className="transport-badges">
        {hazardClass && (
          <li>
            <Trans>Class {hazardClass}</Trans>
          </li>
        )}
        {packingGroup && (
          <li>
            <Trans>PG {packingGroup}</Trans>
          </li>
        )}
        {tunnel && (
          <li>
            <Trans>Tunnel ({tunnel})</Trans>
          </li>
        )}
        {category && (
          <li>
            <Trans>Category {category}</Trans>
          </li>
        )}
      </ul>
      <p className="transport-description" data-testid="cargo-description">
        {adrDescription(item)}
      </p>
    </header>
  );
}
