import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { ListIcon } from '../../ui/list-icons';
import { FILE_ICONS } from './file-icons';

interface UploadButtonProps {
  readonly label: string;
  readonly multiple: boolean;
  /** The picker's hint of types (`acceptAttribute`); the device still checks each file. */
  readonly accept: string | undefined;
  readonly busy: boolean;
  readonly primary?: boolean;
  readonly testId: string;
  readonly onFiles: (files: File[]) => void;
}

/** A button that opens the device's file picker (its camera roll on a tablet). */
export function UploadButton({ label, multiple, accept, busy, primary = false, testId, onFiles }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={primary ? 'button button-primary' : 'button'}
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid={testId}
      >
        <ListIcon path={FILE_ICONS.upload} />
        {busy ? <Trans>Adding files…</Trans> : label}
      </button>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        multiple={multiple}
        {...(accept === undefined ? {} : { accept })}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so picking the same file again fires another change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
