import { Trans, useLingui } from '@lingui/react/macro';
import type { SmallQuantityCheck } from '../../../shared/domain/substances';
import { storageClassLabel } from './catalog-texts';

/** Up to this many substances without a mass are named; more are counted. */
const NAMED = 3;

/**
 * STO-3: what the small-quantity exemption of TRGS 510 section 13 means for the joint-storage
 * hints of this storage, worded as guidance with its source (known from secondary sources only).
 */
export function SmallQuantityNote({ check }: { readonly check: SmallQuantityCheck }) {
  const { i18n } = useLingui();
  const total = i18n.number(check.totalKg, { maximumFractionDigits: 3 });
  const totalLimit = i18n.number(check.thresholds.totalKg);
  const classLimit = i18n.number(check.thresholds.perClassKg);
  const { reference } = check.source;
  const classes = (codes: readonly string[]) => codes.map((code) => storageClassLabel(i18n, code)).join(', ');
  const exceeded = classes(check.classesExceeded);
  const notOffered = classes(check.classesNotOffered);
  const withoutMass = check.withoutMass.join(', ');
  const count = i18n.number(check.withoutMass.length);
  return (
    <p className="joint-storage-quantities" data-status={check.status} data-testid="small-quantity">
      {check.status === 'WITHIN' && (
        <Trans>
          Small quantities: {total} kg in total, no storage class above {classLimit} kg. Up to {totalLimit} kg in total
          and {classLimit} kg per storage class, the joint-storage rules of TRGS 510 section 13 need not be applied (
          {reference}), so the pairs below are for information; the general measures of section 4 apply to any quantity.
        </Trans>
      )}
      {check.status === 'EXCEEDED' &&
        (check.totalExceeded ? (
          <Trans>
            The joint-storage rules apply: {total} kg in total are above the small-quantity limit of {totalLimit} kg (
            {reference}).
          </Trans>
        ) : (
          <Trans>
            The joint-storage rules apply: more than {classLimit} kg of {exceeded} are above the small-quantity limit
            per storage class ({reference}).
          </Trans>
        ))}
      {check.status === 'NOT_OFFERED' && (
        <Trans>
          The small-quantity limits ({totalLimit} kg in total, {classLimit} kg per storage class, {reference}) are not
          considered here: {notOffered} have storage provisions of their own or are stored apart from every other class.
        </Trans>
      )}
      {check.status === 'UNKNOWN' &&
        (check.withoutMass.length <= NAMED ? (
          <Trans>
            Whether the small-quantity limits ({totalLimit} kg in total, {classLimit} kg per storage class, {reference})
            hold cannot be told: the quantity of {withoutMass} is not given as a mass. Record it in kilograms to
            compare.
          </Trans>
        ) : (
          <Trans>
            Whether the small-quantity limits ({totalLimit} kg in total, {classLimit} kg per storage class, {reference})
            hold cannot be told: the quantities of {count} substances are not given as a mass. Record them in kilograms
            to compare.
          </Trans>
        ))}
    </p>
  );
}
