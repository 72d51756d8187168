import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

interface SignOutDialogProps {
  readonly pending: number;
  readonly onSyncNow: () => void;
  readonly onSignOutAnyway: () => void;
  readonly onCancel: () => void;
}

/** Warns before sign-out wipes changes this device has not sent yet (issue 4). */
export function SignOutDialog({ pending, onSyncNow, onSignOutAnyway, onCancel }: SignOutDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby="sign-out-title" onCancel={onCancel}>
      <h2 id="sign-out-title">
        <Trans>Changes not yet synchronised</Trans>
      </h2>
      <p>
        <Plural
          value={pending}
          one="# change on this device has not reached the server yet. Signing out removes it from this device."
          other="# changes on this device have not reached the server yet. Signing out removes them from this device."
        />
      </p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button" onClick={onSignOutAnyway}>
          <Trans>Sign out anyway</Trans>
        </button>
        <button type="button" className="button button-primary" onClick={onSyncNow}>
          <Trans>Sync now</Trans>
        </button>
      </div>
    </dialog>
  );
}
