import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { isIsoDay } from '../../../shared/domain/measures';
import {
  completedSession,
  employeesOfDepartment,
  parseProgress,
  sessionsOf,
  withParticipants,
  withProgress,
} from '../../../shared/domain/trainings';
import { instruction } from '../../../shared/entities/instruction';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { viewOfType } from '../../sync/view-of-type';
import { patchDocument } from '../../sync/write-api';
import { localDay } from '../entity-detail';
import { ProgressBar, SessionStateBadge } from './SessionStateBadge';
import { type SessionSort, type SessionSortKey, sessionRows, sortSessionRows } from './session-rows';
import { dayText, useTrainingData } from './use-training-data';

interface SectionProps {
  readonly db: ReplicaDb;
  readonly doc: ViewDoc | undefined;
}

/**
 * The session table of an instruction (domain.md §3): employee, progress, score, completed at,
 * due date with the state, sortable by each column; assigning employees or whole departments (TRN-6)
 * and marking the chosen sessions completed on a day (TRN-1). Changes are stored on the device
 * at once and synchronised like every edit.
 */
export function SessionsSection({ db, doc }: SectionProps) {
  const { t, i18n } = useLingui();
  const data = useTrainingData(db);
  const departments = useLiveQuery(() => viewOfType(db, 'DEPARTMENT').toArray(), [db]);
  const { grants } = useSession().employee;
  const [sort, setSort] = useState<SessionSort>({ key: 'name', descending: false });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [day, setDay] = useState(() => localDay(new Date()));
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const chosenCount = chosen.size;
  if (!doc) {
    return (
      <p className="form-hint">
        <Trans>Save the instruction first; then assign its participants.</Trans>
      </p>
    );
  }
  const saved = doc;
  const writable = grantsAnywhere(grants, 'UPDATE', instruction.resource);
  const today = localDay(new Date());
  const dayValid = isIsoDay(day) && day <= today;
  const rows = sortSessionRows(
    sessionRows(saved.data, (id) => data?.nameOf(id), today),
    sort,
  );
  const participants = new Set(rows.map((row) => row.employee));
  const candidates = (data?.employees ?? [])
    .filter((employee) => !participants.has(employee.id))
    .map((employee) => ({ id: employee.id, name: data?.nameOf(employee.id) ?? employee.id }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));

  async function store(sessions: readonly unknown[]) {
    setFailed(false);
    try {
      await patchDocument(db, instruction.type, saved.id, { sessions });
    } catch (error) {
      console.error('the sessions could not be stored', error);
      setFailed(true);
    }
  }
  const assign = (employeeIds: readonly string[]) =>
    store(withParticipants(sessionsOf(saved.data), employeeIds, () => crypto.randomUUID()));
  const assignDepartment = (department: string) =>
    assign(employeesOfDepartment(data?.employees ?? [], department).map((employee) => employee.id));
  async function complete() {
    await store(
      sessionsOf(saved.data).map((session) =>
        chosen.has(String(session.id)) ? completedSession(session, day) : session,
      ),
    );
    setChosen(new Set());
  }
  const setScore = (id: string, score: number | undefined) =>
    store(
      sessionsOf(saved.data).map((session) => {
        if (session.id !== id) return session;
        const { score: _old, ...rest } = session;
        return score === undefined ? rest : { ...rest, score };
      }),
    );
  const setProgress = (id: string, progress: number) => store(withProgress(sessionsOf(saved.data), id, progress));
  const remove = (id: string) => store(sessionsOf(saved.data).filter((session) => session.id !== id));
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const header = (key: SessionSortKey, label: string, className?: string) => {
    const active = sort.key === key;
    return (
      <th
        scope="col"
        className={className}
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="training-sort"
          onClick={() => setSort({ key, descending: active ? !sort.descending : false })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
        </button>
      </th>
    );
  };

  return (
    <section className="training-sessions" aria-labelledby={headingId} data-testid="training-sessions">
      <h2 id={headingId}>
        <Trans>Participants</Trans>
      </h2>
      {writable && (
        <div className="training-assign">
          <AssignPicker
            label={t`Assign employee`}
            button={t`Assign`}
            options={candidates}
            testId="assign-employee"
            onPick={(id) => void assign([id])}
          />
          <AssignPicker
            label={t`Assign all employees of a department`}
            button={t`Assign department`}
            options={(departments ?? []).map((department) => ({
              id: department.id,
              name: String(department.data.name ?? department.id),
            }))}
            testId="assign-department"
            onPick={(id) => void assignDepartment(id)}
          />
        </div>
      )}
      {rows.length === 0 ? (
        <p className="form-hint">
          <Trans>No participants yet.</Trans>
        </p>
      ) : (
        <div className="training-table-scroll">
          <table className="trainings-table" data-testid="session-table">
            <thead>
              <tr>
                {writable && (
                  <th scope="col">
                    <span className="visually-hidden">
                      <Trans>Chosen</Trans>
                    </span>
                  </th>
                )}
                {header('name', t`Employee`)}
                {header('progress', t`Progress`)}
                {header('score', t`Score`)}
                {header('completedDay', t`Completed at`, 'training-col-completed')}
                {header('dueDate', t`Due`)}
                {writable && (
                  <th scope="col">
                    <span className="visually-hidden">
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="session-row" data-employee={row.employee} data-state={row.state}>
                  {writable && (
                    <td>
                      <input
                        type="checkbox"
                        checked={chosen.has(row.id)}
                        onChange={() => toggle(row.id)}
                        aria-label={t`Choose ${row.name}`}
                      />
                    </td>
                  )}
                  <th scope="row">
                    <Link to="/employees/$id" params={{ id: row.employee }}>
                      {row.name}
                    </Link>
                  </th>
                  <td>
                    <ProgressBar percent={row.progress} />
                    {writable && !row.completedDay && (
                      <ProgressInput
                        key={`${row.id}:${row.progress}`}
                        progress={row.progress}
                        label={t`Progress of ${row.name} in percent`}
                        onStore={(progress) => void setProgress(row.id, progress)}
                      />
                    )}
                    {row.completedDay && (
                      <span className="training-completed-inline">{dayText(i18n, row.completedDay)}</span>
                    )}
                  </td>
                  <td className="numeric">
                    {writable ? (
                      <ScoreInput
                        key={`${row.id}:${row.score ?? ''}`}
                        score={row.score}
                        label={t`Score of ${row.name}`}
                        onStore={(score) => void setScore(row.id, score)}
                      />
                    ) : (
                      (row.score ?? '–')
                    )}
                  </td>
                  <td className="training-col-completed">{dayText(i18n, row.completedDay)}</td>
                  <td>
                    <div className="training-due">
                      <span>{dayText(i18n, row.dueDate)}</span>
                      <SessionStateBadge state={row.state} />
                    </div>
                  </td>
                  {writable && (
                    <td>
                      {!row.completedDay && (
                        <button type="button" className="button training-remove" onClick={() => void remove(row.id)}>
                          <span aria-hidden="true">×</span>
                          <span className="visually-hidden">
                            <Trans>Remove {row.name}</Trans>
                          </span>
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {writable && rows.length > 0 && (
        <div className="training-complete">
          <button
            type="button"
            className="button"
            onClick={() => setChosen(chosen.size === rows.length ? new Set() : new Set(rows.map((row) => row.id)))}
          >
            {chosen.size === rows.length ? <Trans>Choose none</Trans> : <Trans>Choose all</Trans>}
          </button>
          <label>
            <Trans>Completed on</Trans>
            <input
              type="date"
              value={day}
              max={today}
              required
              aria-invalid={!dayValid}
              aria-describedby={dayValid ? undefined : `${headingId}-day`}
              onChange={(event) => setDay(event.target.value)}
            />
          </label>
          <button
            type="button"
            className="button button-primary"
            disabled={chosen.size === 0 || !dayValid}
            data-testid="mark-completed"
            onClick={() => void complete()}
          >
            <Trans>Mark the chosen as completed ({chosenCount})</Trans>
          </button>
        </div>
      )}
      {writable && rows.length > 0 && !dayValid && (
        <p id={`${headingId}-day`} className="form-error" role="alert">
          <Trans>Enter the day of completion: today or a day before.</Trans>
        </p>
      )}
      {failed && (
        <p className="notice notice-error" role="alert">
          <Trans>The change could not be stored on this device. Nothing was changed; please try again.</Trans>
        </p>
      )}
    </section>
  );
}

interface ScoreInputProps {
  readonly score: number | undefined;
  readonly label: string;
  readonly onStore: (score: number | undefined) => void;
}

/** A session's score, stored when the input is left; empty removes it, a negative or malformed value is refused. */
function ScoreInput({ score, label, onStore }: ScoreInputProps) {
  const [text, setText] = useState(score === undefined ? '' : String(score));
  const value = text.trim() === '' ? undefined : Number(text.replace(',', '.'));
  const invalid = value !== undefined && (!Number.isFinite(value) || value < 0);
  const errorId = useId();
  return (
    <>
      <input
        type="text"
        inputMode="decimal"
        className="training-score"
        value={text}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (!invalid && value !== score) onStore(value);
        }}
      />
      {invalid && (
        <span id={errorId} className="form-error training-score-error" role="alert">
          <Trans>Enter a number of at least 0.</Trans>
        </span>
      )}
    </>
  );
}

interface ProgressInputProps {
  readonly progress: number;
  readonly label: string;
  readonly onStore: (progress: number) => void;
}

/**
 * A session's progress typed by hand (TRN-9), stored when the input is left or Enter is pressed;
 * anything but a whole number from 0 to 100 is refused with a message and not stored.
 */
function ProgressInput({ progress, label, onStore }: ProgressInputProps) {
  const [text, setText] = useState(String(progress));
  const value = parseProgress(text);
  const invalid = value === undefined;
  const errorId = useId();
  const commit = () => {
    if (value !== undefined && value !== progress) onStore(value);
  };
  return (
    <>
      <input
        type="text"
        inputMode="numeric"
        className="training-progress-input"
        value={text}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <span id={errorId} className="form-error training-progress-error" role="alert">
          <Trans>Enter a whole number from 0 to 100.</Trans>
        </span>
      )}
    </>
  );
}

interface AssignPickerProps {
  readonly label: string;
  readonly button: string;
  readonly options: readonly { readonly id: string; readonly name: string }[];
  readonly testId: string;
  readonly onPick: (id: string) => void;
}

/** A labelled choice with its button: one employee or one department to assign. */
function AssignPicker({ label, button, options, testId, onPick }: AssignPickerProps) {
  const [value, setValue] = useState('');
  const id = useId();
  return (
    <div className="training-assign-row">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => setValue(event.target.value)} data-testid={testId}>
        <option value="">–</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={value === ''}
        onClick={() => {
          onPick(value);
          setValue('');
        }}
      >
        {button}
      </button>
    </div>
  );
}
