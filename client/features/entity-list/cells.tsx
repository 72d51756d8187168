import { Plural } from '@lingui/react/macro';
import { items } from '../../ui/cell-text';
import { isSignField, Pictograms } from '../pictograms';
import type { ColumnSpec, ListRow } from './list-rows';

/** One cell's content: signs drawn with their codes, phrase codes as chips, everything else as its prepared text. */
export function CellContent({ spec, row }: { spec: ColumnSpec; row: ListRow }) {
  const { column, field } = spec;
  if (field.kind === 'symbol') {
    const codes = items(row.data[column.field]).filter((code): code is string => typeof code === 'string');
    if (isSignField(field)) return <Pictograms codes={codes} size={28} />;
    return (
      <span className="entity-list-chips">
        {codes.map((code) => (
          <span key={code} className="entity-list-chip">
            {code}
          </span>
        ))}
      </span>
    );
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
