import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import {
  bandOfNumber,
  DEFAULT_RISK_THRESHOLDS,
  PROBABILITIES,
  type RiskThresholds,
  riskNumber,
  thresholdsOf,
  validThresholds,
} from '../../../shared/domain/risk-assessments';
import { CONSEQUENCE_RATINGS } from '../../../shared/enums/assessment';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { saveCompanySettings, useCompanySettingsState } from '../company-settings';
import { BAND_TEXTS } from './matrix-texts';
import '../../styles/risk-assessments.css';

const KEYS = ['medium', 'high', 'veryHigh'] as const;

/** The matrix as the thresholds would colour it, consequence E at the top. */
function Preview({ thresholds }: { readonly thresholds: RiskThresholds }) {
  const { i18n } = useLingui();
  return (
    <table className="risk-overview-table" data-testid="risk-matrix-preview">
      <tbody>
        {[...CONSEQUENCE_RATINGS].reverse().map((consequence) => (
          <tr key={consequence}>
            <th scope="row">{consequence}</th>
            {PROBABILITIES.map((probability) => {
              const number = riskNumber({ consequence, probability });
              const band = bandOfNumber(number, thresholds);
              return (
                <td key={probability} className={`risk-band-${band}`} title={i18n._(BAND_TEXTS[band])}>
                  {number}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface EditorProps {
  readonly db: ReplicaDb;
  readonly stored: RiskThresholds;
  /** Whether the tenant set bands of its own (a reset has something to remove). */
  readonly custom: boolean;
  readonly canEdit: boolean;
  /** What the last save did; kept by the card, as a saved change remounts the editor. */
  readonly state: SaveState;
  readonly onState: (state: SaveState) => void;
}

type SaveState = 'idle' | 'saved' | 'invalid' | 'failed';

function Editor({ db, stored, custom, canEdit, state, onState: setState }: EditorProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Record<(typeof KEYS)[number], string>>({
    medium: String(stored.medium),
    high: String(stored.high),
    veryHigh: String(stored.veryHigh),
  });
  const parsed = { medium: Number(values.medium), high: Number(values.high), veryHigh: Number(values.veryHigh) };
  const valid = validThresholds(parsed);
  const labels = { medium: BAND_TEXTS.MEDIUM, high: BAND_TEXTS.HIGH, veryHigh: BAND_TEXTS.VERY_HIGH };

  async function save(riskMatrix: RiskThresholds | null) {
    if (riskMatrix && !validThresholds(riskMatrix)) {
      setState('invalid');
      return;
    }
    try {
      if (riskMatrix || custom) await saveCompanySettings(db, { riskMatrix });
      if (!riskMatrix) {
        setValues({
          medium: String(DEFAULT_RISK_THRESHOLDS.medium),
          high: String(DEFAULT_RISK_THRESHOLDS.high),
          veryHigh: String(DEFAULT_RISK_THRESHOLDS.veryHigh),
        });
      }
      setState('saved');
    } catch (error) {
      console.error('saving the risk matrix failed', error);
      setState('failed');
    }
  }

  return (
    <div className="risk-matrix-settings">
      <p className="form-hint">
        <Trans>
          The risk number is severity (A = 1 … E = 5) times probability (1 … 5). Each band starts at the number given;
          below the first is low.
        </Trans>
      </p>
      <div className="risk-sheet-pair">
        {KEYS.map((key) => (
          <label key={key} className="field">
            <span className="field-label">{t`${i18n._(labels[key])} from`}</span>
            <input
              type="number"
              min={2}
              max={25}
              step={1}
              value={values[key]}
              disabled={!canEdit}
              data-testid={`risk-matrix-${key}`}
              aria-invalid={!valid}
              onChange={(event) => {
                setValues((current) => ({ ...current, [key]: event.target.value }));
                setState('idle');
              }}
            />
          </label>
        ))}
      </div>
      {!valid && (
        <p className="form-error" role="alert">
          <Trans>The band thresholds must rise: medium below high below very high, between 2 and 25.</Trans>
        </p>
      )}
      <Preview thresholds={valid ? parsed : stored} />
      {canEdit ? (
        <div className="settings-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={!valid}
            data-testid="risk-matrix-save"
            onClick={() => void save(parsed)}
          >
            <Trans>Save bands</Trans>
          </button>
          <button type="button" className="button" onClick={() => void save(null)}>
            <Trans>Back to the default</Trans>
          </button>
        </div>
      ) : (
        <p className="form-hint">
          <Trans>Only users who may change the company information can change the bands.</Trans>
        </p>
      )}
      {state === 'saved' && (
        <p className="notice" role="status">
          <Trans>The bands are saved and apply to every risk assessment of the company.</Trans>
        </p>
      )}
      {state === 'failed' && (
        <p className="form-error" role="alert">
          <Trans>The bands could not be saved. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}

/** Settings: the tenant's risk matrix bands (RA-3, decision 0036), with a preview of the matrix. */
export function RiskMatrixSettings() {
  const replica = useReplica();
  const session = useSession();
  const settings = useCompanySettingsState(replica?.db);
  const [state, setState] = useState<SaveState>('idle');
  if (!session.tenant.subscribedModules.includes('RISK_ASSESSMENTS') || !replica || settings.loading) return null;
  const canEdit = grantsAnywhere(session.employee.grants, 'UPDATE', 'COMPANY_INFORMATION');
  const stored = thresholdsOf(settings.doc?.data);
  return (
    <section className="settings-card" aria-labelledby="risk-matrix-title" data-testid="risk-matrix-settings">
      <h2 id="risk-matrix-title">
        <Trans>Risk matrix bands</Trans>
      </h2>
      <Editor
        key={`${stored.medium}-${stored.high}-${stored.veryHigh}`}
        db={replica.db}
        stored={stored}
        custom={settings.doc?.data.riskMatrix !== undefined}
        canEdit={canEdit}
        state={state}
        onState={setState}
      />
    </section>
  );
}
