export { CompanySettingsCard } from './CompanySettingsCard';
export { saveCompanySettings } from './save-company-settings';
export { useCompanySettings, useCompanySettingsState } from './use-company-settings';
