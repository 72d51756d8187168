import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { indexOptions, type PickerOption, searchOptions } from './reference-search';
import { errorProps } from './types';

interface ReferencePickerProps {
  readonly id: string;
  readonly options: readonly PickerOption[];
  /** The chosen id; '' for none. */
  readonly value: string;
  /** Shown for a chosen id this device does not hold. */
  readonly unknownLabel: string;
  readonly onChange: (id: string | undefined) => void;
  readonly required: boolean;
  readonly errorId: string | undefined;
}

/** How many matches the list shows at once; typing narrows the rest. */
const SHOWN = 50;

const optionLabel = (option: PickerOption) => (option.group ? `${option.label} (${option.group})` : option.label);

/**
 * A searchable single reference (ARIA combobox with a list box): typing filters the replica's
 * documents German-aware, arrows move, Enter chooses, Escape restores, and the clear button
 * empties the field. Emptying the text and leaving the field also clears the choice.
 */
export function ReferencePicker({
  id,
  options,
  value,
  unknownLabel,
  onChange,
  required,
  errorId,
}: ReferencePickerProps) {
  const { t } = useLingui();
  const listId = useId();
  const indexed = useMemo(() => indexOptions(options), [options]);
  const chosen = options.find((option) => option.id === value);
  const chosenText = chosen ? optionLabel(chosen) : value ? unknownLabel : '';
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [active, setActive] = useState(0);
  const open = query !== undefined;
  const result = useMemo(() => (open ? searchOptions(indexed, query, SHOWN) : undefined), [indexed, open, query]);
  const shown = result?.shown ?? [];
  const more = result?.more ?? 0;

  const choose = (option: PickerOption | undefined) => {
    setQuery(undefined);
    if (option?.id !== value) onChange(option?.id);
  };
  const leave = () => {
    if (query === '') choose(undefined);
    else setQuery(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery('');
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setQuery(undefined);
    }
  };
  const activeId = open && shown[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="reference-picker">
      <div className="reference-picker-field">
        <input
          id={id}
          type="text"
          role="combobox"
          className="form-control"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          placeholder={t`Search…`}
          required={required}
          value={open ? query : chosenText}
          {...errorProps(errorId)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => {
            if (!open) {
              setQuery('');
              setActive(0);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        {value && (
          <button
            type="button"
            className="icon-button reference-picker-clear"
            aria-label={t`Clear the choice`}
            onClick={() => choose(undefined)}
          >
            ×
          </button>
        )}
      </div>
      {open && (
        <div className="reference-picker-popup">
          <div id={listId} role="listbox" className="reference-picker-list" aria-label={t`Matching documents`}>
            {shown.map((option, index) => (
              <div
                key={option.id}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.id === value}
                data-active={index === active}
                className="reference-picker-option"
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                onKeyDown={(event) => event.key === 'Enter' && choose(option)}
              >
                {option.label}
                {option.group && <span className="reference-picker-group">{option.group}</span>}
              </div>
            ))}
          </div>
          {shown.length === 0 && (
            <p className="reference-picker-note" role="status">
              <Trans>No matching document on this device.</Trans>
            </p>
          )}
          {more > 0 && (
            <p className="reference-picker-note" role="status">
              <Trans>{more} more – keep typing to narrow the search.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
