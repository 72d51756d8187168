import type { ScreenExtensions } from '../screens';
import { FindingsSection } from './FindingsSection';
import { SiteInspectionActions } from './SiteInspectionActions';
import '../../styles/site-inspection.css';

/**
 * A site inspection on a tablet: the header fields in the generic form, the findings with
 * photos in their own section below it, the PDF report. A measure created from a finding
 * (measures feature) starts with its text and joins the inspection.
 */
export const siteInspectionExtensions: ScreenExtensions = {
  SITE_INSPECTION: {
    detail: { sectionFields: ['findings'], Section: FindingsSection, Actions: SiteInspectionActions },
  },
};
