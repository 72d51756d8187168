import { Trans, useLingui } from '@lingui/react/macro';
import type { SdsExtraction, SdsField, SdsFinding } from '../../../shared/domain/sds';

interface EvidenceLine {
  readonly page: number;
  readonly line: number;
  readonly text: string;
  readonly values: string[];
}

/** The lines the findings were read from, each once, in page and line order, with the values read there. */
function evidenceLines(findings: readonly SdsFinding[]): EvidenceLine[] {
  const lines = new Map<string, EvidenceLine>();
  for (const finding of findings) {
    for (const ref of finding.evidence) {
      const key = `${ref.page}:${ref.line}`;
      const line = lines.get(key) ?? { page: ref.page, line: ref.line, text: ref.text, values: [] };
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
  const { i18n } = useLingui();
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
            return (
              <li key={`${line.page}:${line.line}`}>
                <span className="sds-evidence-where">
                  <Trans>
                    Page {page}, line {number}
                  </Trans>
                </span>{' '}
                <q>{line.text}</q>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
