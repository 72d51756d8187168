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

/**
 * H, EUH or P codes as chips, wrapping to a second line (the cell's tooltip lists every code);
 * once the statement catalog has loaded, each chip's official text is its tooltip and, for screen
 * readers, read with the code (the code alone is shown).
 */
function StatementChips({ codes }: { codes: readonly string[] }) {
  const { i18n } = useLingui();
  const catalog = useStatementCatalog();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  return (
    <span className="entity-list-chips" title={codes.join(', ')}>
      {codes.map((code, index) => {
        const text = catalog?.catalogText(code, language);
        const full = text && `${code} ${text}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: legacy data may hold a code twice
          <span key={`${index}-${code}`} className="entity-list-chip" title={full} data-code={code}>
            {full ? (
              <>
                <span aria-hidden="true">{code}</span>
                <span className="visually-hidden">{full}</span>
              </>
            ) : (
              code
            )}
          </span>
        );
      })}
    </span>
  );
}
