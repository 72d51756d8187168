import { Trans } from '@lingui/react/macro';

export type SaveStatus =
  | { readonly kind: 'saved'; readonly offline: boolean }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'deleteFailed' };

/** The form-level outcome of the last save or delete. */
export function FormStatus({ status }: { status: SaveStatus | undefined }) {
  if (!status) return <div role="status" className="form-status-region" />;
  switch (status.kind) {
    case 'saved':
      return (
        <div role="status" className="form-status-region">
          <div className="notice form-status" data-testid="form-saved">
            <p>
              {status.offline ? (
                <Trans>Saved on this device; it will be sent when you are online</Trans>
              ) : (
                <Trans>Saved</Trans>
              )}
            </p>
          </div>
        </div>
      );
    case 'invalid':
      return (
        <div role="alert" className="notice notice-error form-status" data-testid="form-invalid">
          <p>
            <Trans>Inputs are faulty, check and retry.</Trans>
          </p>
        </div>
      );
    case 'failed':
      return (
        <div role="alert" className="notice notice-error form-status" data-testid="form-failed">
          <p>
            <Trans>Could not be saved, please contact support.</Trans>
          </p>
        </div>
      );
    case 'deleteFailed':
      return (
        <div role="alert" className="notice notice-error form-status" data-testid="form-failed">
          <p>
            <Trans>Could not be deleted, please contact support.</Trans>
          </p>
        </div>
      );
  }
}
