import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useReplica } from '../../sync/replica-context';
import { loadCustomers, type RegulationCustomer } from './customers-api';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'ready'; readonly customers: readonly RegulationCustomer[] };

/** The compliance state of one customer as the operator lets the manager see it (decision 0043). */
function ComplianceState({ customer }: { readonly customer: RegulationCustomer }) {
  const { t } = useLingui();
  const counts = customer.evaluations;
  if (!counts) return <span className="line-muted">{t`Not shared by the customer`}</span>;
  const parts = [
    t`${counts.fulfilled} fulfilled`,
    t`${counts.notFulfilled} not fulfilled`,
    t`${counts.open} open`,
    t`${counts.doesNotApply} not applicable`,
    t`${counts.unevaluated} not evaluated`,
  ];
  return <span data-testid="compliance-state">{parts.join(' · ')}</span>;
}

/**
 * `/regulations/customers` (spec: list only): the customer tenants the operator assigned to this
 * regulation manager, with the regulations delivered to each, the required actions addressed to
 * it and, where shared, the state of its evaluations (docs/domain/regulations.md RGL-13). The
 * counts come from the server at the moment; the customers' documents never reach this tenant.
 */
export function CustomersScreen() {
  const { t } = useLingui();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Regulation customers`}</h1>
      <CustomersTable />
    </section>
  );
}

/** The customers with their counts, or why they cannot be shown. */
function CustomersTable() {
  const endpoint = useReplica()?.endpoint;
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    if (!endpoint) return;
    let current = true;
    loadCustomers(endpoint).then(
      (customers) => current && setState({ kind: 'ready', customers }),
      () => current && setState({ kind: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [endpoint]);
  if (state.kind !== 'ready') {
    return (
      <p className="line-muted" role="status">
        {state.kind === 'loading' ? (
          <Trans>Loading…</Trans>
        ) : (
          <Trans>The regulation customers can be shown only while connected.</Trans>
        )}
      </p>
    );
  }
  if (state.customers.length === 0) {
    return (
      <p className="notice" data-testid="empty-state">
        <Trans>No customers yet. The operator assigns customer companies to a regulation manager.</Trans>
      </p>
    );
  }
  return (
    <table className="entity-list-table" data-testid="regulation-customers">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Customer</Trans>
          </th>
          <th scope="col">
            <Trans>Assigned regulations</Trans>
          </th>
          <th scope="col">
            <Trans>Required actions</Trans>
          </th>
          <th scope="col">
            <Trans>Compliance state</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {state.customers.map((customer) => (
          <tr key={customer.trimmedName}>
            <td>{customer.fullName}</td>
            <td>{customer.assignedRegulations}</td>
            <td>{customer.requiredActions}</td>
            <td>
              <ComplianceState customer={customer} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
