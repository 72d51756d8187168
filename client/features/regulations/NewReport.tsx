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

/** A labelled date input of the report's period. */
function DayInput(props: {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  readonly onChange: (day: string) => void;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <input
        type="date"
        value={props.value}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

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
  /** An input changed: the note that the report was published no longer holds. */
  const changed = (set: (value: string) => void, value: string) => {
    set(value);
    setPublished(false);
  };
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
            onChange={(event) => changed(setCustomer, event.target.value)}
          >
            <option value="">{t`Choose a customer`}</option>
            {customers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <DayInput label={t`From`} value={from} testId="report-from" onChange={(day) => changed(setFrom, day)} />
        <DayInput label={t`To`} value={to} testId="report-to" onChange={(day) => changed(setTo, day)} />
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
