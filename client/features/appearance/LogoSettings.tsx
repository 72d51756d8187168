import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { useSession } from '../../session/session-context';
import { FileTooLargeError, StorageFullError } from '../../sync/attachments/errors';
import { useReplica } from '../../sync/replica-context';
import { useCompanySettings } from '../company-settings';
import { asFileReference } from '../files';
import { BrandLogo } from './BrandLogo';
import { LOGO_TYPES, NotALogoError, removeLogo, saveLogo } from './logo';

type Status = 'saved' | 'removed' | 'notALogo' | 'tooLarge' | 'storageFull' | 'failed';

function statusOf(error: unknown): Status {
  if (error instanceof NotALogoError) return 'notALogo';
  if (error instanceof FileTooLargeError) return 'tooLarge';
  if (error instanceof StorageFullError) return 'storageFull';
  console.error('saving the logo failed', error);
  return 'failed';
}

/** Settings › Appearance: the company logo everyone sees in the layout (PNG, JPEG or WebP, up to 1 MB). */
export function LogoSettings() {
  const { t } = useLingui();
  const session = useSession();
  const db = useReplica()?.db;
  const settings = useCompanySettings(db);
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const editable = db !== undefined && grantsAnywhere(session.employee.grants, 'UPDATE', 'COMPANY_INFORMATION');
  const hasLogo = asFileReference(settings?.data.logo) !== undefined;

  async function run(action: () => Promise<void>, done: Status) {
    setStatus(undefined);
    try {
      await action();
      setStatus(done);
    } catch (error) {
      setStatus(statusOf(error));
    }
  }

  const messages: Record<Status, string> = {
    saved: t`The logo is saved and shown to everyone in the company.`,
    removed: t`The Sorgfalt logo is shown again.`,
    notALogo: t`Choose a PNG, JPEG or WebP picture.`,
    tooLarge: t`The logo may be at most 1 MB.`,
    storageFull: t`This device has no room left for the picture. Free some space and try again.`,
    failed: t`The logo could not be saved. Please try again.`,
  };
  const problem = status !== undefined && status !== 'saved' && status !== 'removed';

  return (
    <section className="settings-card" aria-labelledby="appearance-title">
      <h2 id="appearance-title">
        <Trans>Appearance</Trans>
      </h2>
      <p>
        <Trans>The company logo appears at the top of the navigation for everyone in the company.</Trans>
      </p>
      <div className="logo-settings-preview" data-testid="logo-preview">
        <BrandLogo />
      </div>
      {editable ? (
        <div className="settings-actions">
          <label className="button button-primary">
            {hasLogo ? t`Replace logo` : t`Choose logo`}
            <input
              type="file"
              className="visually-hidden"
              accept={LOGO_TYPES.join(',')}
              data-testid="logo-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (db && file) void run(() => saveLogo(db, file), 'saved');
              }}
            />
          </label>
          {hasLogo && (
            <button type="button" className="button" onClick={() => db && void run(() => removeLogo(db), 'removed')}>
              <Trans>Remove logo</Trans>
            </button>
          )}
        </div>
      ) : (
        <p className="line-muted">
          <Trans>Only users who may change the company information can change the logo.</Trans>
        </p>
      )}
      {status && (
        <p
          className={problem ? 'notice notice-error' : 'notice'}
          role={problem ? 'alert' : 'status'}
          data-testid="logo-status"
        >
          {messages[status]}
        </p>
      )}
    </section>
  );
}
