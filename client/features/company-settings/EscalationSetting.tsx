import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DEFAULT_ESCALATION_DAYS } from '../../../shared/domain/due';

interface EscalationSettingProps {
  readonly editable: boolean;
  readonly stored: unknown;
  readonly save: (days: number | null) => Promise<void>;
}

/**
 * After how many days overdue a deadline is also reported to the head of department
 * (docs/domain/deadlines.md DL-13); empty means the default of decision 0041.
 */
export function EscalationSetting({ editable, stored, save }: EscalationSettingProps) {
  const current = typeof stored === 'number' ? String(stored) : '';
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  const days = value.trim() === '' ? null : Number(value);
  const valid = days === null || (Number.isInteger(days) && days >= 1 && days <= 365);
  return (
    <fieldset className="company-settings-entity">
      <legend>
        <Trans>Reminders of due dates</Trans>
      </legend>
      <label className="company-settings-escalation">
        <span>
          <Trans>Report overdue deadlines to the head of department after (days)</Trans>
        </span>
        <input
          type="number"
          min={1}
          max={365}
          step={1}
          inputMode="numeric"
          className="form-control"
          disabled={!editable}
          value={value}
          placeholder={String(DEFAULT_ESCALATION_DAYS)}
          aria-invalid={!valid}
          onChange={(event) => setValue(event.currentTarget.value)}
          onBlur={() => {
            if (valid && value !== current) void save(days);
          }}
          data-testid="company-settings-escalation"
        />
      </label>
      {!valid && (
        <p className="form-error" role="alert">
          <Trans>
            Enter a whole number of days from 1 to 365, or leave the field empty for {DEFAULT_ESCALATION_DAYS} days.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}
