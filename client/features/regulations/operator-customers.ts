import { useEffect, useState } from 'react';
import { useReplica } from '../../sync/replica-context';
import { loadCustomers } from './customers-api';

/**
 * The trimmed names of the customers the operator set up for this manager (RGL-13, RGL-16):
 * only they receive published reports. `undefined` while the device cannot know: offline, still
 * loading, or without the right to read the customers list.
 */
export function useOperatorCustomers(): ReadonlySet<string> | undefined {
  const endpoint = useReplica()?.endpoint;
  const [customers, setCustomers] = useState<ReadonlySet<string>>();
  useEffect(() => {
    if (!endpoint) return;
    let current = true;
    loadCustomers(endpoint).then(
      (list) => current && setCustomers(new Set(list.map((customer) => customer.trimmedName))),
      () => current && setCustomers(undefined),
    );
    return () => {
      current = false;
    };
  }, [endpoint]);
  return customers;
}
