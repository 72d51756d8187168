import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';

/** The transport document as an A4 PDF in the interface language, from the replica (also offline). */
export function TransportDocumentPdfButton({ doc }: { readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const company = useSession().tenant.fullName;
  const replica = useReplica();
  const title = typeof doc.data.name === 'string' ? doc.data.name : '';
  async function build(createdAt: Date): Promise<Blob> {
    const [{ transportDocumentReport }, fonts, logo] = await Promise.all([
      import('./transport-document-report'),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    const revision = { version: doc.version, pending: doc.pending };
    return transportDocumentReport({ company, title, createdAt, logo, revision, data: doc.data }, i18n, { fonts });
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
