import { Trans, useLingui } from '@lingui/react/macro';
import { storageClassLabel } from './catalog-texts';
import { ALL_LOCATIONS } from './register-choice';
import type { RegisterChoice, RegisterView } from './register-view';

const ALL_CLASSES = '';

interface RegisterFiltersProps {
  readonly view: RegisterView;
  readonly choice: RegisterChoice;
  readonly choose: (next: RegisterChoice) => void;
}

/** The register's location (starting at the layout's selected location) and storage class (REG-7). */
export function RegisterFilters({ view, choice, choose }: RegisterFiltersProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="register-filters">
      <label className="register-filter">
        <span>
          <Trans>Location</Trans>
        </span>
        <select
          className="form-control"
          data-testid="register-location"
          value={choice.location ?? ALL_LOCATIONS}
          onChange={(event) => {
            const value = event.currentTarget.value;
            choose({ ...choice, location: value === ALL_LOCATIONS ? undefined : value });
          }}
        >
          <option value={ALL_LOCATIONS}>{t`All locations`}</option>
          {choice.location !== undefined && !view.locations.some((location) => location.id === choice.location) && (
            <option value={choice.location}>{view.places.nameOf(choice.location) ?? '–'}</option>
          )}
          {view.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </label>
      <label className="register-filter">
        <span>
          <Trans>Storage class</Trans>
        </span>
        <select
          className="form-control"
          data-testid="register-storage-class"
          value={choice.storageClass ?? ALL_CLASSES}
          onChange={(event) => {
            const value = event.currentTarget.value;
            choose({ ...choice, storageClass: value === ALL_CLASSES ? undefined : value });
          }}
        >
          <option value={ALL_CLASSES}>{t`All storage classes`}</option>
          {view.storageClasses.map((code) => (
            <option key={code} value={code}>
              {storageClassLabel(i18n, code)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
