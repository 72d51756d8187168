import { Trans } from '@lingui/react/macro';
import { CompanySettings } from './CompanySettings';
import '../../styles/company-settings.css';

/** The settings screen's card of the company settings. */
export function CompanySettingsCard() {
  return (
    <section className="settings-card" aria-labelledby="company-settings-title">
      <h2 id="company-settings-title">
        <Trans>Company settings: hidden form fields</Trans>
      </h2>
      <CompanySettings />
    </section>
  );
}
