import { useLingui } from '@lingui/react/macro';
import type { FileReference } from '../../sync/attachments/store';
import { ICONS, ListIcon, PendingMarker } from '../../ui/list-icons';
import type { SortDirection } from '../../ui/list-params';
import { useVirtualRows } from '../../ui/use-virtual-rows';
import { formatFileSize, previewKind } from './file-display';
import { FILE_ICONS } from './file-icons';
import type { FileRow, FileSortField } from './file-rows';
import { UploadStateBadge } from './UploadStateBadge';
import type { UploadRecord } from './upload-state';

interface FilesTableProps {
  readonly rows: readonly FileRow[];
  readonly uploads: ReadonlyMap<string, UploadRecord>;
  readonly sortField: FileSortField;
  readonly sortDirection: SortDirection;
  readonly onSort: (field: FileSortField) => void;
  readonly onPreview: (reference: FileReference) => void;
  readonly onDownload: (reference: FileReference) => void;
  readonly onRetry: (reference: FileReference) => void;
  /** Absent when the user may not delete files. */
  readonly onDelete: ((row: FileRow) => void) | undefined;
}

/** Fixed row height (a touch-size button plus padding and border), so the virtualizer needs no measuring. */
const ROW_HEIGHT = 53;
const COLUMNS = 6;

/**
 * The files as a table: sortable columns, upload state, and preview, download and delete per
 * row. Like the entity lists, only the rows in view are rendered, so thousands of files
 * scroll smoothly; the header sticks to the top of its scroll box.
 */
export function FilesTable(props: FilesTableProps) {
  const { rows, uploads, sortField, sortDirection, onSort, onPreview, onDownload, onRetry, onDelete } = props;
  const { t, i18n } = useLingui();
  const { scrollRef, items: virtualRows, paddingTop, paddingBottom } = useVirtualRows(rows, ROW_HEIGHT);
  const headers: readonly { field: FileSortField; label: string }[] = [
    { field: 'name', label: t`Name` },
    { field: 'size', label: t`Size` },
    { field: 'type', label: t`Type` },
    { field: 'createdAt', label: t`Created` },
  ];
  const created = (iso: string | undefined) =>
    iso ? i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <div className="files-scroll" ref={scrollRef} data-testid="files-scroll">
      <table className="files-table" data-testid="files-table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{t`Files`}</caption>
        <colgroup>
          <col />
          <col className="files-col-size" />
          <col className="files-col-type" />
          <col className="files-col-created" />
          <col className="files-col-state" />
          <col className="files-col-actions" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {headers.map(({ field, label }) => {
              const active = field === sortField;
              return (
                <th
                  key={field}
                  scope="col"
                  data-field={field}
                  aria-sort={active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className="entity-list-sort" onClick={() => onSort(field)}>
                    <span className="entity-list-header-label">{label}</span>
                    <ListIcon
                      path={active ? (sortDirection === 'asc' ? ICONS.ascending : ICONS.descending) : ICONS.unsorted}
                    />
                  </button>
                </th>
              );
            })}
            <th scope="col">{t`Upload`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow height={paddingTop} />}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            const { reference } = row;
            const record = reference ? uploads.get(reference.sha256) : undefined;
            const name = row.name;
            return (
              <tr key={row.id} data-id={row.id} className="files-row" aria-rowindex={virtualRow.index + 2}>
                <th scope="row" className="files-name-cell">
                  <span className="files-name">
                    <span className="files-name-text" title={name}>
                      {name}
                    </span>
                    {row.pending && <PendingMarker label={t`Not yet synchronised`} />}
                  </span>
                </th>
                <td data-field="size">{row.size === undefined ? '' : formatFileSize(row.size, i18n.locale)}</td>
                <td data-field="type">{row.type}</td>
                <td data-field="createdAt">{created(row.createdAt)}</td>
                <td>{reference && <UploadStateBadge record={record} />}</td>
                <td>
                  <span className="files-actions">
                    {reference && previewKind(reference.type) && (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t`Preview ${name}`}
                        title={t`Preview`}
                        onClick={() => onPreview(reference)}
                        data-testid="file-preview-open"
                      >
                        <ListIcon path={FILE_ICONS.preview} />
                      </button>
                    )}
                    {reference && (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t`Download ${name}`}
                        title={t`Download`}
                        onClick={() => onDownload(reference)}
                        data-testid="file-download"
                      >
                        <ListIcon path={FILE_ICONS.download} />
                      </button>
                    )}
                    {reference && record?.state === 'stuck' && (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t`Retry the upload of ${name}`}
                        title={t`Retry upload`}
                        onClick={() => onRetry(reference)}
                      >
                        <ListIcon path={FILE_ICONS.retry} />
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className="icon-button icon-button-danger"
                        aria-label={t`Delete ${name}`}
                        title={t`Delete`}
                        onClick={() => onDelete(row)}
                        data-testid="file-delete"
                      >
                        <ListIcon path={FILE_ICONS.remove} />
                      </button>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
          {paddingBottom > 0 && <SpacerRow height={paddingBottom} />}
        </tbody>
      </table>
    </div>
  );
}

function SpacerRow({ height }: { height: number }) {
  return (
    <tr className="files-spacer" style={{ height }}>
      <td colSpan={COLUMNS} />
    </tr>
  );
}
