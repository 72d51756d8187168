import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import '../../styles/pwa.css';
import { type UpdateState, type UpdateStore, updateStore } from './update-store';

const serverSnapshot = (): UpdateState => 'idle';

export function useUpdateState(store: UpdateStore = updateStore): UpdateState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}

/**
 * A non-blocking note at the bottom when a new version of Sorgfalt is ready
 * (fed by registerServiceWorker()). Rendered once, in the layout.
 */
export function UpdatePrompt({ store = updateStore }: { store?: UpdateStore }) {
  const state = useUpdateState(store);
  const updating = state === 'updating';
  const required = state === 'required';

  // The status region stays mounted so screen readers announce the note when it appears.
  return (
    <div className="update-prompt-region" role="status">
      {(state === 'available' || required || updating) && (
        <div className="update-prompt" aria-busy={updating} data-required={required}>
          <span className="update-prompt-text">
            {required ? (
              <Trans>
                This version of Sorgfalt can no longer synchronise with the server. Please update; your unsent changes
                stay on this device.
              </Trans>
            ) : (
              <Trans>A new version of Sorgfalt is available.</Trans>
            )}
          </span>
          <div className="update-prompt-actions">
            <button type="button" className="button button-primary" onClick={() => store.apply()} disabled={updating}>
              <Trans>Update now</Trans>
            </button>
            {!required && (
              <button type="button" className="button" onClick={() => store.dismiss()} disabled={updating}>
                <Trans>Later</Trans>
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
