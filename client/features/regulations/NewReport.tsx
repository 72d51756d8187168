import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { reportSpanOf } from '../../../shared/domain/regulations';
import { regulationReport } from '../../../shared/entities/regulation-report';
import { useSession } from '../../session/session-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { localDay } from '../entity-detail';
import { useOperatorCustomers } from './operator-customers';
import { ReportPdfButton } from './ReportPdfButton';
import { ReportView } from './ReportView';
import { namedCustomers, previewEntries } from './report-data';
import { useReportTitle } from './report-title';

/** The manager's new report: customer, period, the preview and its PDF, and publishing it (RGL-15). */
export function NewReport({ db }: { readonly db: ReplicaDb }) {
  const { t } = useLingui();
  const provider = useSession().tenant.fullName;
  const titleOf = useReportTitle();
  const customers = useLiveQuery(() => namedCustomers(db), [db]) ?? [];
  const delivered = useOperatorCustomers();
  const [customer, setCustomer] = useState('');
  const undelivered = delivered !== undefined && customer !== '' && !delivered.has(customer);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [published, setPublished] = useState(false);
  const span = reportSpanOf({ span: { from, to } });
  const reversed = from !== '' && to !== '' && !span;
  const entries = useLiveQuery(
    async () => (customer && span ? previewEntries(db, customer, provider, span) : undefined),
    [db, customer, provider, span?.from, span?.to],
  );
  async function publish() {
    if (!customer || !span || !entries) return;
    await createDocument(db, regulationReport.type, {
      customer,
      span,
      isPublished: true,
      publishedAt: localDay(new Date()),
      entries,
    });
    setPublished(true);
    setFrom('');
    setTo('');
  }
  return (
    <section className="measures-panel" aria-labelledby="new-report" data-testid="new-report">
      <header className="measures-panel-header">
        <h2 id="new-report">
          <Trans>New report</Trans>
        </h2>
      </header>
      <div className="report-inputs">
        <label>
          <span>
            <Trans>Customer</Trans>
          </span>
          <select
            value={customer}
            aria-describedby={
              delivered === undefined ? 'report-customer-hint' : undelivered ? 'report-customer-warning' : undefined
            }
            data-testid="report-customer"
            onChange={(event) => {
              setCustomer(event.target.value);
              setPublished(false);
            }}
          >
            <option value="">{t`Choose a customer`}</option>
            {customers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <Trans>From</Trans>
          </span>
          <input
            type="date"
            value={from}
            data-testid="report-from"
            onChange={(event) => {
              setFrom(event.target.value);
              setPublished(false);
            }}
          />
        </label>
        <label>
          <span>
            <Trans>To</Trans>
          </span>
          <input
            type="date"
            value={to}
            data-testid="report-to"
            onChange={(event) => {
              setTo(event.target.value);
              setPublished(false);
            }}
          />
        </label>
      </div>
      {delivered === undefined ? (
        <p id="report-customer-hint" className="form-hint" data-testid="report-customer-hint">
          <Trans>
            Only customers the operator has set up for you receive reports. This device can check it only while
            connected.
          </Trans>
        </p>
      ) : (
        undelivered && (
          <p
            id="report-customer-warning"
            className="notice notice-warning"
            role="alert"
            data-testid="report-customer-warning"
          >
            <Trans>
              The operator has not set up {customer} as your customer: a published report reaches nobody. Ask the
              operator to set up the customer, or choose another one.
            </Trans>
          </p>
        )
      )}
      {reversed && (
        <p className="notice notice-error" role="alert">
          <Trans>The period ends before it starts.</Trans>
        </p>
      )}
      {published && (
        <p className="form-hint" role="status" data-testid="report-published">
          <Trans>Report published. The customer receives it with the next synchronisation.</Trans>
        </p>
      )}
      {customer && span && entries && (
        <>
          <h3>
            <Trans>Preview</Trans>: {titleOf(customer, span)}
          </h3>
          <ReportView entries={entries} />
          <div className="report-actions">
            <ReportPdfButton
              title={titleOf(customer, span)}
              customer={customer}
              provider={provider}
              span={span}
              publishedAt={undefined}
              entries={entries}
              testId="report-preview-pdf"
            />
            <button type="button" className="button" data-testid="report-publish" onClick={() => void publish()}>
              <Trans>Publish report</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}
