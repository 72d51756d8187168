import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/cookies';
import { documentTitle } from '../../../shared/entities/document-title';
import { i18nFor } from '../../i18n/i18n';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ViewDoc } from '../../sync/replica-db';
import { loadPdfFonts, PdfButton, reportLogo } from '../pdf';
import { type InstructionKind, isInstructionKind } from './print-sections';
import '../../styles/instruction-print.css';

/**
 * "Operating instruction (PDF)" with the language of the document beside it (OI-PRINT-6): German or
 * English whatever the interface speaks: the instruction's own language (OI-2) chosen first, else the
 * interface's. Built on the device
 * from the replica (also offline); the builder, the PDF engine and the catalog load when pressed.
 */
export function InstructionPdfButton({ doc }: { readonly doc: ViewDoc }) {
  const { i18n, t } = useLingui();
  const company = useSession().tenant.fullName;
  const replica = useReplica();
  const stored = doc.data.language;
  const [language, setLanguage] = useState<Language>(
    stored === 'EN' ? 'en' : stored === 'DE' ? 'de' : i18n.locale === 'en' ? 'en' : 'de',
  );
  const selectId = useId();
  const { type } = doc;
  if (!replica || !isInstructionKind(type)) return null;
  const { db } = replica;
  const kind: InstructionKind = type;
  async function build(createdAt: Date): Promise<Blob> {
    const [{ buildInstructionPdf }, fonts, documentI18n, logo] = await Promise.all([
      import('./instruction-pdf-build'),
      loadPdfFonts(),
      i18nFor(language),
      reportLogo(replica),
    ]);
    const frame = { company, createdAt, origin: window.location.origin, logo };
    return buildInstructionPdf(db, { ...doc, type: kind }, frame, documentI18n, { fonts });
  }
  return (
    <div className="instruction-print">
      <label htmlFor={selectId} className="instruction-print-language">
        <Trans>Language of the document</Trans>
      </label>
      <select
        id={selectId}
        value={language}
        data-testid="instruction-pdf-language"
        onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'de')}
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
      <PdfButton
        title={`${documentTitle(doc.type, doc.data)} ${language.toUpperCase()}`}
        build={build}
        testId="instruction-pdf"
        label={t`Download operating instruction (PDF)`}
      />
    </div>
  );
}
