import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { matchesQuery } from '../../../../shared/text-search';

export interface CheckboxOption {
  readonly value: string;
  readonly label: string;
}

interface CheckboxGroupProps {
  readonly id: string;
  readonly options: readonly CheckboxOption[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
}

const FILTER_FROM = 8;

/** Several values as checkboxes; long lists get a filter box and scroll. */
export function CheckboxGroup({ id, options, selected, onChange }: CheckboxGroupProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const shown = filter.trim()
    ? options.filter((option) => selected.includes(option.value) || matchesQuery(option.label, filter))
    : options;
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <div className="checkbox-group">
      {options.length >= FILTER_FROM && (
        <input
          type="search"
          className="form-control checkbox-filter"
          aria-label={t`Filter`}
          placeholder={t`Filter`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      <ul className="checkbox-list" data-long={options.length >= FILTER_FROM}>
        {shown.map((option) => (
          <li key={option.value}>
            <label className="checkbox-option">
              <input
                type="checkbox"
                id={`${id}-${option.value}`}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="checkbox-empty">{options.length === 0 ? t`Nothing to choose from yet.` : t`No match.`}</li>
        )}
      </ul>
    </div>
  );
}
