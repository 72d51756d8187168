import { lazy, Suspense } from 'react';
import type { StatementField } from './statement-fields';

const StatementPickerPanel = lazy(() =>
  import('./StatementPickerPanel').then((module) => ({ default: module.StatementPickerPanel })),
);

export interface StatementPickerProps {
  /** The DOM id of the search field (the field's label points to it). */
  readonly id: string;
  readonly field: StatementField;
  /** The field's label in the interface language, to name the list of chosen statements. */
  readonly label: string;
  /** The chosen codes in their order. */
  readonly codes: readonly string[];
  readonly onChange: (codes: readonly string[]) => void;
  readonly required: boolean;
  /** The id of the field's error text, when it has issues. */
  readonly errorId: string | undefined;
}

/**
 * The picker of a field of H/EUH or P statements: chosen statements with their texts, in order,
 * and a search by code or words. It loads with the statement catalog, after the form; until then
 * the codes stand alone.
 */
export function StatementPicker(props: StatementPickerProps) {
  return (
    <Suspense fallback={<CodesWhileLoading id={props.id} codes={props.codes} />}>
      <StatementPickerPanel {...props} />
    </Suspense>
  );
}

function CodesWhileLoading({ id, codes }: { id: string; codes: readonly string[] }) {
  return (
    <div className="statement-picker">
      {codes.length > 0 && (
        <ol className="ordered-choices">
          {codes.map((code, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: legacy data may hold a code twice
            <li key={`${index}-${code}`} className="ordered-choice">
              <span className="statement-code">{code}</span>
            </li>
          ))}
        </ol>
      )}
      <input id={id} type="text" className="form-control" disabled />
    </div>
  );
}
