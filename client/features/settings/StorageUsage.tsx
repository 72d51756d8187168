import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

interface Usage {
  readonly usage: number;
  readonly quota: number;
  readonly persisted: boolean;
}

/** How much this browser stores for Sorgfalt and whether it may evict it. */
export function StorageUsage() {
  const { i18n } = useLingui();
  const [usage, setUsage] = useState<Usage | undefined>(undefined);
  useEffect(() => {
    const storage = navigator.storage;
    if (!storage?.estimate) return;
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]).then(
      ([estimate, persisted]) => setUsage({ usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted }),
    );
  }, []);
  if (!usage) {
    return (
      <p className="line-muted">
        <Trans>This browser does not report its storage use.</Trans>
      </p>
    );
  }
  const megabytes = (bytes: number) => i18n.number(bytes / 1_000_000, { maximumFractionDigits: 1 });
  const used = megabytes(usage.usage);
  const quota = megabytes(usage.quota);
  return (
    <div>
      <p>
        <Trans>
          {used} MB used of {quota} MB available on this device.
        </Trans>
      </p>
      <p className="line-muted">
        {usage.persisted ? (
          <Trans>The browser keeps this data even when storage runs low.</Trans>
        ) : (
          <Trans>The browser may remove this data when storage runs low; sync regularly.</Trans>
        )}
      </p>
    </div>
  );
}
