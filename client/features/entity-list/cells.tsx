import { Plural, useLingui } from '@lingui/react/macro';
import { items } from '../../ui/cell-text';
import { isSignField, Pictograms } from '../pictograms';
import type { ListCell } from '../screens';
import { useStatementCatalog } from '../statements';
import type { ColumnSpec, ListRow } from './list-rows';

/**
 * One cell's content: a feature's own cell for its field, signs drawn with their codes, statement
 * codes as chips, everything else as its prepared text.
 */
export function CellContent({ spec, row, Cell }: { spec: ColumnSpec; row: ListRow; Cell?: ListCell | undefined }) {
  const { column, field } = spec;
  if (Cell) return <Cell data={row.data} text={row.texts[column.field] ?? ''} />;
  if (field.kind === 'symbol') {
    const codes = items(row.data[column.field]).filter((code): code is string => typeof code === 'string');
    if (isSignField(field)) return <Pictograms codes={codes} size={28} />;
    return <StatementChips codes={codes} />;
  }
  const value = row.data[column.field];
  if (field.kind === 'keyedList' && Array.isArray(value) && value.length > 0) {
    return (
      <span className="entity-list-count">
        <Plural value={value.length} one="# item" other="# items" />
      </span>
    );
  }
  const text = row.texts[column.field] ?? '';
  return (
    <span className="entity-list-text" title={text === '' ? undefined : text}>
      {text}
    </span>
  );
}

/** H, EUH or P codes, each with its official text as its tooltip once the statement catalog has loaded. */
function StatementChips({ codes }: { codes: readonly string[] }) {
  const { i18n } = useLingui();
  const catalog = useStatementCatalog();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  return (
    <span className="entity-list-chips">
      {codes.map((code, index) => {
        const text = catalog?.catalogText(code, language);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: legacy data may hold a code twice
          <span key={`${index}-${code}`} className="entity-list-chip" title={text && `${code} ${text}`}>
            {code}
          </span>
        );
      })}
    </span>
  );
}
