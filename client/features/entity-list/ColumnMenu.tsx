import { Trans, useLingui } from '@lingui/react/macro';
import { Dropdown } from '../../components/dropdown/Dropdown';
import { ICONS, ListIcon } from '../../ui/list-icons';
import type { ColumnSpec } from './list-rows';

interface ColumnMenuProps {
  readonly columns: readonly ColumnSpec[];
  readonly hidden: ReadonlySet<string>;
  readonly onToggle: (field: string, hidden: boolean) => void;
}

/** Show or hide list columns; the title column always stays. */
export function ColumnMenu({ columns, hidden, onToggle }: ColumnMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <Dropdown
      label={t`Columns`}
      contentClassName="entity-list-column-menu"
      maxHeight={400}
      trigger={
        <button type="button" className="button" data-testid="column-menu">
          <ListIcon path={ICONS.columns} />
          <Trans>Columns</Trans>
        </button>
      }
    >
      <fieldset className="entity-list-column-options">
        <legend className="visually-hidden">
          <Trans>Visible columns</Trans>
        </legend>
        {columns.map(({ column }, index) => (
          <label key={column.field} className="entity-list-column-option">
            <input
              type="checkbox"
              name={column.field}
              checked={index === 0 || !hidden.has(column.field)}
              disabled={index === 0}
              onChange={(event) => onToggle(column.field, !event.currentTarget.checked)}
            />
            {i18n._(column.label)}
          </label>
        ))}
      </fieldset>
    </Dropdown>
  );
}
