import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ICONS, ListIcon, PendingMarker } from '../../ui/list-icons';
import type { SortDirection } from '../../ui/list-params';
import { useVirtualRows } from '../../ui/use-virtual-rows';
import type { ListCell } from '../screens';
import { CellContent } from './cells';
import type { ColumnSpec, ListRow } from './list-rows';

/** Fixed row height (≥ 44 px touch target plus borders), so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 52;
const TITLE_WIDTH_REM = 21;
const COLUMN_WIDTH_REM = 9;

interface ListTableProps {
  readonly caption: string;
  readonly columns: readonly ColumnSpec[];
  readonly rows: readonly ListRow[];
  readonly sortField: string;
  readonly sortDirection: SortDirection;
  readonly onSort: (field: string) => void;
  /** The detail route of a document; undefined on list-only screens. */
  readonly hrefOf: (id: string) => string | undefined;
  /** A feature's cells by field, instead of the prepared text. */
  readonly cells?: Readonly<Record<string, ListCell>> | undefined;
  /** A mark beside a row's title from the entity's list filter. */
  readonly markerOf?: ((id: string) => ReactNode) | undefined;
}

/**
 * The list as a table with a sticky header, rendering only the rows in view (10,000 rows scroll
 * smoothly). The title cell holds the row's link (reachable by Tab, Enter opens); the link
 * stretches over the whole row for pointer users.
 */
export function ListTable({
  caption,
  columns,
  rows,
  sortField,
  sortDirection,
  onSort,
  hrefOf,
  cells,
  markerOf,
}: ListTableProps) {
  const { t, i18n } = useLingui();
  const { scrollRef, items: virtualRows, paddingTop, paddingBottom } = useVirtualRows(rows, ROW_HEIGHT);
  const minWidth = `${TITLE_WIDTH_REM + (columns.length - 1) * COLUMN_WIDTH_REM}rem`;
  const pendingLabel = t`Not yet synchronised`;
  const untitled = t`(untitled)`;

  return (
    <div className="entity-list-scroll" ref={scrollRef} data-testid="entity-list-scroll">
      <table className="entity-list-table" style={{ minWidth }} aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {columns.map(({ column }, index) => (
            <col key={column.field} className={index === 0 ? 'entity-list-col-title' : 'entity-list-col'} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map(({ column }) => {
              const label = i18n._(column.label);
              const active = column.field === sortField;
              const ariaSort = active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th key={column.field} scope="col" aria-sort={ariaSort} data-field={column.field}>
                  {column.sortable ? (
                    <button type="button" className="entity-list-sort" onClick={() => onSort(column.field)}>
                      <span className="entity-list-header-label">{label}</span>
                      <ListIcon
                        path={active ? (sortDirection === 'asc' ? ICONS.ascending : ICONS.descending) : ICONS.unsorted}
                      />
                    </button>
                  ) : (
                    <span className="entity-list-header-label">{label}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow height={paddingTop} span={columns.length} />}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            return (
              <tr key={row.id} className="entity-list-row" aria-rowindex={virtualRow.index + 2} data-id={row.id}>
                {columns.map((spec, index) =>
                  index === 0 ? (
                    <th key={spec.column.field} scope="row" className="entity-list-title-cell">
                      <span className="entity-list-title">
                        <TitleLink href={hrefOf(row.id)} text={row.texts[spec.column.field] || untitled} />
                        {row.pending && <PendingMarker label={pendingLabel} />}
                        {markerOf?.(row.id)}
                      </span>
                    </th>
                  ) : (
                    <td key={spec.column.field}>
                      <CellContent spec={spec} row={row} Cell={cells?.[spec.column.field]} />
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {paddingBottom > 0 && <SpacerRow height={paddingBottom} span={columns.length} />}
        </tbody>
      </table>
    </div>
  );
}

function TitleLink({ href, text }: { href: string | undefined; text: string }) {
  if (href === undefined)
    return (
      <span className="entity-list-title-text" title={text}>
        {text}
      </span>
    );
  return (
    <Link to={href} className="entity-list-link" title={text}>
      {text}
    </Link>
  );
}

function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <tr className="entity-list-spacer" style={{ height }}>
      <td colSpan={span} />
    </tr>
  );
}
