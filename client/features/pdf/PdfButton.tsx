import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { saveBlob } from '../../ui/save-blob';
import { reportFileName } from './file-name';

interface PdfButtonProps {
  /** The report's title, also the start of the file name. */
  readonly title: string;
  /** Builds the PDF; the builder is imported only now, so jsPDF stays out of the main bundle. */
  readonly build: (createdAt: Date) => Promise<Blob>;
  readonly testId: string;
  /** What the button makes; "PDF report" unless the document has a name of its own. */
  readonly label?: ReactNode;
}

/** "PDF report": builds the PDF on the device (also offline) and hands it to the browser's download. */
export function PdfButton({ title, build, testId, label }: PdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function generate() {
    setBusy(true);
    setFailed(false);
    try {
      const createdAt = new Date();
      saveBlob(await build(createdAt), reportFileName(title, createdAt));
    } catch (error) {
      console.error('the PDF could not be generated', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button" disabled={busy} data-testid={testId} onClick={() => void generate()}>
        {busy ? <Trans>Generating PDF…</Trans> : (label ?? <Trans>PDF report</Trans>)}
      </button>
      {failed && (
        <p className="notice notice-error pdf-failed" role="alert">
          <Trans>The PDF could not be generated. Nothing was changed; please try again.</Trans>
        </p>
      )}
    </>
  );
}
