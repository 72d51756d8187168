import { Trans, useLingui } from '@lingui/react/macro';
import { documentTitle } from '../../../shared/entities/document-title';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';
import '../../styles/substances.css';

/**
 * "Download": the substance data summary as a PDF in the interface language, built on the device
 * from the replica (also offline); the builder, the PDF engine and the statement catalog load
 * when it is pressed.
 */
export function SubstanceSummaryButton({ doc }: { readonly doc: ViewDoc }) {
  const { i18n } = useLingui();
  const company = useSession().tenant.fullName;
  const replica = useReplica();
  if (!replica) return null;
  const { db } = replica;
  async function build(createdAt: Date): Promise<Blob> {
    const [{ substanceSummaryPdf }, fonts, logo] = await Promise.all([
      import('./substance-summary-pdf'),
      loadPdfFonts(),
      reportLogo(replica),
    ]);
    return substanceSummaryPdf(db, doc, { company, createdAt, logo }, i18n, { fonts });
  }
  return (
    <div className="substance-actions">
      <PdfButton
        title={documentTitle(doc.type, doc.data)}
        build={build}
        testId="substance-summary-pdf"
        label={<Trans>Download data summary (PDF)</Trans>}
      />
    </div>
  );
}
