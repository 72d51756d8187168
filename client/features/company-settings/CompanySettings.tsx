import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { hiddenFieldsOf } from '../../../shared/entities/hidden-fields';
import type { DocumentType } from '../../../shared/enums/entity-types';
import { matchesQuery } from '../../../shared/text-search';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import { EscalationSetting } from './EscalationSetting';
import { hideableEntities, withFieldHidden } from './hideable-entities';
import { saveCompanySettings } from './save-company-settings';
import { useCompanySettingsState } from './use-company-settings';

type Status = 'saved' | 'failed';

/**
 * Settings › Company settings: the optional fields of each entity that the whole tenant's
 * forms leave out (docs/decisions/0019). Each change is saved at once, like any document.
 */
export function CompanySettings() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const db = useReplica()?.db;
  const state = useCompanySettingsState(db);
  const settings = state.loading ? undefined : state.doc;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const mayChange = grantsAnywhere(session.employee.grants, 'UPDATE', 'COMPANY_INFORMATION');
  // The device's data open just after the screen, the settings just after them: until then the
  // inputs wait (a click before would change settings not yet read), without calling the user read-only.
  const editable = db !== undefined && mayChange && !state.loading;

  async function setHidden(entityType: string, field: string, hidden: boolean) {
    if (!db) return;
    const hiddenFields = withFieldHidden(settings?.data, entityType, field, hidden);
    try {
      await saveCompanySettings(db, { hiddenFields });
      setStatus('saved');
    } catch (error) {
      console.error('saving the company settings failed', error);
      setStatus('failed');
    }
  }

  const groups = hideableEntities(session.tenant.subscribedModules).flatMap(({ entity, fields }) => {
    const entityName = i18n._(entity.pluralLabel);
    const shown = matchesQuery(entityName, query)
      ? fields
      : fields.filter(({ field }) => matchesQuery(i18n._(field.label), query));
    return shown.length > 0 ? [{ entity, entityName, fields: shown }] : [];
  });

  return (
    <div className="company-settings">
      <EscalationSetting
        editable={editable}
        stored={settings?.data.escalationAfterDays}
        save={async (days) => {
          if (!db) return;
          try {
            await saveCompanySettings(db, { escalationAfterDays: days });
            setStatus('saved');
          } catch (error) {
            console.error('saving the company settings failed', error);
            setStatus('failed');
          }
        }}
      />
      <p>
        <Trans>Fields checked here are hidden in the forms of everyone in the company. Their values are kept.</Trans>
      </p>
      {!mayChange && (
        <p className="line-muted" data-testid="company-settings-read-only">
          <Trans>Only users who may change the company information can change these settings.</Trans>
        </p>
      )}
      <label className="company-settings-search">
        <span>
          <Trans>Search fields</Trans>
        </span>
        <input type="search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
      </label>
      {groups.length === 0 && (
        <p className="line-muted">
          <Trans>No field matches the search.</Trans>
        </p>
      )}
      {groups.map(({ entity, entityName, fields }) => {
        const hidden = hiddenFieldsOf(settings?.data, entity.type as DocumentType);
        return (
          <fieldset key={entity.type} className="company-settings-entity">
            <legend>{entityName}</legend>
            {fields.map(({ name, field }) => (
              <label key={name} className="company-settings-field">
                <input
                  type="checkbox"
                  disabled={!editable}
                  checked={hidden.has(name)}
                  onChange={(event) => void setHidden(entity.type, name, event.currentTarget.checked)}
                />
                {i18n._(field.label)}
              </label>
            ))}
          </fieldset>
        );
      })}
      <p className="line-muted" role="status" data-testid="company-settings-status">
        {status === 'saved' && t`Company settings saved.`}
        {status === 'failed' && t`The company settings could not be saved.`}
      </p>
    </div>
  );
}
