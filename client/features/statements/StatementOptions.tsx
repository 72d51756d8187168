import { Trans } from '@lingui/react/macro';
import { StatementCode } from './StatementCode';
import type { StatementOption } from './statement-search';

interface StatementOptionsProps {
  readonly listId: string;
  /** The field's label, to name the list. */
  readonly label: string;
  readonly options: readonly StatementOption[];
  readonly chosen: readonly string[];
  readonly active: number;
  /** The catalog is still loading. */
  readonly loading: boolean;
  readonly optionId: (position: number) => string;
  readonly onActive: (position: number) => void;
  readonly onChoose: (code: string) => void;
}

/** The matches below the search field: a list box of code and official text, chosen ones ticked. */
export function StatementOptions({
  listId,
  label,
  options,
  chosen,
  active,
  loading,
  optionId,
  onActive,
  onChoose,
}: StatementOptionsProps) {
  return (
    <div className="picker-popup">
      <div id={listId} role="listbox" aria-multiselectable="true" aria-label={label} className="picker-list">
        {options.map((option, position) => {
          const selected = chosen.includes(option.code);
          return (
            <div
              key={option.code}
              id={optionId(position)}
              role="option"
              tabIndex={-1}
              aria-selected={selected}
              data-active={position === active}
              data-code={option.code}
              className="picker-option"
              // The focus stays in the search field, so typing goes on after a tap.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onActive(position)}
              onClick={() => onChoose(option.code)}
              onKeyDown={(event) => event.key === 'Enter' && onChoose(option.code)}
            >
              <span className="picker-option-check" aria-hidden="true">
                {selected ? '✓' : ''}
              </span>
              <StatementCode code={option.code} />
              <span className="statement-text">{option.text}</span>
            </div>
          );
        })}
      </div>
      {loading ? (
        <p className="picker-note" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        options.length === 0 && (
          <p className="picker-note" role="status">
            <Trans>Nothing matches.</Trans>
          </p>
        )
      )}
    </div>
  );
}
