import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../session/session-context';
import type { ViewDoc } from '../../sync/replica-db';
import { loadPdfFonts } from './load-pdf-fonts';
import { PdfButton } from './PdfButton';

/** The transport document as an A4 PDF in the interface language, from the replica (also offline). */
export function TransportDocumentPdfButton({ doc }: { readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const company = useSession().tenant.fullName;
  const title = typeof doc.data.name === 'string' ? doc.data.name : '';
  async function build(createdAt: Date): Promise<Blob> {
    const [{ transportDocumentReport }, fonts] = await Promise.all([
      import('./transport-document-report'),
      loadPdfFonts(),
    ]);
    return transportDocumentReport({ company, title, createdAt, data: doc.data }, i18n, { fonts });
  }
  return (
    <PdfButton
      title={title}
      build={build}
      testId="transport-document-pdf"
      label={<Trans>Transport document (PDF)</Trans>}
    />
  );
}
