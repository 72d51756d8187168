import { isHazardousSubstance } from '../../../shared/domain/substances';
import type { ScreenExtensions } from '../screens';
import { ApprovalPanel } from './ApprovalPanel';

/**
 * The hazardous substances screen lists the substances of docs/domain/substances.md SUB-1; the
 * substance screen's approval section is the workflow of SUB-APR, not inputs of the form.
 */
export const substanceExtensions: ScreenExtensions = {
  SUBSTANCE: {
    listFilters: { hazardousSubstances: isHazardousSubstance },
    detail: { sectionFields: ['approval'], sectionPanels: { approval: ApprovalPanel } },
  },
};
