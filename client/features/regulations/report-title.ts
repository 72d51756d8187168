import { useLingui } from '@lingui/react/macro';
import type { ReportSpan } from '../../../shared/domain/regulations';
import { useDayText } from './ReportView';

/** "Regulation report acme, 1 Oct 2024 – 31 Dec 2024": the title on screen, in the PDF and its file name. */
export function useReportTitle(): (customer: string, span: ReportSpan) => string {
  const { t } = useLingui();
  const dayText = useDayText();
  return (customer, span) => {
    const from = dayText(span.from);
    const to = dayText(span.to);
    return t`Regulation report ${customer}, ${from} – ${to}`;
  };
}
