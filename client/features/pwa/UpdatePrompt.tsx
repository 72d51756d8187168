import { Trans } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, updateStore } from './register-service-worker';
import '../../styles/pwa.css';

/** A non-blocking note at the bottom when a new version of the app is ready. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateStore.subscribe, updateStore.getSnapshot);
  const [dismissed, setDismissed] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>A new version of Sorgfalt is available.</Trans>
      </span>
      <div className="update-prompt-actions">
        <button type="button" className="button button-primary" onClick={applyUpdate}>
          <Trans>Update now</Trans>
        </button>
        <button type="button" className="button" onClick={() => setDismissed(true)}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}
