import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, lazy, Suspense, useContext, useState } from 'react';
import type { SdsBox, SdsExtraction, SdsField, SdsFinding } from '../../../shared/domain/sds';

// pdf.js loads with the first page shown, not with the review (SDS-35).
const DataSheetPagePreview = lazy(() =>
  import('./DataSheetPagePreview').then((module) => ({ default: module.DataSheetPagePreview })),
);

/** The PDF under review: with it, each evidence line can be shown on its page. */
export const DataSheetFileContext = createContext<Blob | undefined>(undefined);

interface EvidenceLine {
  readonly page: number;
  readonly line: number;
  readonly text: string;
  /** Where the line stands on its page, in points from the top left (SDS-1). */
  readonly box: SdsBox;
  readonly values: string[];
}

/** The lines the findings were read from, each once, in page and line order, with the values read there. */
function evidenceLines(findings: readonly SdsFinding[]): EvidenceLine[] {
  const lines = new Map<string, EvidenceLine>();
  for (const finding of findings) {
    for (const ref of finding.evidence) {
      const key = `${ref.page}:${ref.line}`;
      const box = { x: ref.x, y: ref.y, width: ref.width, height: ref.height };
      const line = lines.get(key) ?? { page: ref.page, line: ref.line, text: ref.text, box, values: [] };
      if (!line.values.includes(finding.value)) line.values.push(finding.value);
      lines.set(key, line);
    }
  }
  return [...lines.values()].sort((a, b) => a.page - b.page || a.line - b.line);
}

interface DataSheetEvidenceProps {
  readonly extraction: SdsExtraction;
  readonly field: SdsField;
  /** For a field that takes one of several numbers read: puts the chosen one in. */
  readonly onPick?: ((value: string) => void) | undefined;
}

/** Where the sheet says what a field shows: page and line, the line's text; or that it says nothing. */
export function DataSheetEvidence({ extraction, field, onPick }: DataSheetEvidenceProps) {
  const { t, i18n } = useLingui();
  const file = useContext(DataSheetFileContext);
  const [shown, setShown] = useState<EvidenceLine | undefined>(undefined);
  const findings = extraction.evidence[field];
  const lines = evidenceLines(findings);
  const choices = [...new Set(findings.map((finding) => finding.value))];
  const flash = field === 'flashPoint' ? extraction.values.flashPoint : null;
  if (findings.length === 0) {
    return (
      <p className="sds-evidence sds-evidence-none" data-testid={`sds-evidence-${field}`}>
        <Trans>Not found in the sheet.</Trans>
      </p>
    );
  }
  return (
    <div className="sds-evidence" data-testid={`sds-evidence-${field}`}>
      {onPick && choices.length > 1 && (
        <div className="sds-choices" data-testid={`sds-choices-${field}`}>
          <p>
            <Trans>The sheet names several; the field takes one. Choose the substance's own:</Trans>
          </p>
          {choices.map((value) => (
            <button key={value} type="button" className="button" onClick={() => onPick(value)}>
              {value}
            </button>
          ))}
        </div>
      )}
      {flash && (flash.unit === 'F' || flash.comparator) && (
        <p className="sds-evidence-note" data-testid="sds-flash-point-note">
          <Trans>
            The sheet says {flash.comparator ?? ''}
            {i18n.number(flash.value)} °{flash.unit}; the field holds the value in °C.
          </Trans>
        </p>
      )}
      {lines.length > 0 && (
        <ul className="sds-evidence-lines">
          {lines.map((line) => {
            const page = line.page;
            const number = line.line + 1;
            const showing = shown?.page === line.page && shown.line === line.line;
            return (
              <li key={`${line.page}:${line.line}`}>
                <span className="sds-evidence-where">
                  <Trans>
                    Page {page}, line {number}
                  </Trans>
                </span>{' '}
                <q>{line.text}</q>
                {file && (
                  <button
                    type="button"
                    className="button sds-evidence-show"
                    aria-pressed={showing}
                    aria-label={t`Show page ${page}, line ${number} on the page`}
                    onClick={() => setShown(showing ? undefined : line)}
                    data-testid="sds-evidence-show"
                  >
                    <Trans>On the page</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {file && shown && (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Drawing the page…</Trans>
            </p>
          }
        >
          <DataSheetPagePreview
            file={file}
            page={shown.page}
            line={shown.line + 1}
            box={shown.box}
            onClose={() => setShown(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
