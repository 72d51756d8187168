import { Trans } from '@lingui/react/macro';
import type { FileField } from '../../../../shared/entities/fields';
import { isRecord } from '../form-values';
import type { InputProps } from './types';

function fileNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items.map((item) => (isRecord(item) && typeof item.name === 'string' ? item.name : '?'));
}

/** The files of a document by name; adding files arrives with a later release. */
export function FileInput({ id, value }: InputProps<FileField>) {
  const names = fileNames(value);
  return (
    <div id={id} className="form-files">
      {names.length > 0 ? (
        <ul className="form-file-list">
          {names.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list is read-only
            <li key={index}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="form-hint">
          <Trans>No files.</Trans>
        </p>
      )}
      <p className="form-hint">
        <Trans>Adding or removing files is not possible in this form yet.</Trans>
      </p>
    </div>
  );
}
