import type { FilterDoc, ListFilter, ScreenExtensions } from '../screens';
import { CommissionPdfButton } from './CommissionPdfButton';
import { QualificationsDue } from './QualificationsDue';
import '../../styles/commissions.css';

/** Above the commission list: whose qualification expires soon; the list itself stays whole. */
function useQualificationsDue(docs: readonly FilterDoc[] | undefined): ListFilter {
  return { bar: docs ? <QualificationsDue commissions={docs} /> : null, keep: undefined };
}

/**
 * Commissions (docs/domain/commissions.md): the employees whose qualification expires soon above
 * the list (COM-1, COM-2), and the written commission as a PDF with signature lines.
 */
export const commissionExtensions: ScreenExtensions = {
  COMMISSION: { useListFilter: useQualificationsDue, detail: { Actions: CommissionPdfButton } },
};
