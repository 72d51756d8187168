import { commissionExtensions } from '../commissions';
import { employeeExtensions } from '../employees';
import { facilityExtensions } from '../facilities';
import { locationExtensions } from '../locations';
import { measureExtensions } from '../measures';
import { siteInspectionExtensions } from '../site-inspections';
import { substanceExtensions } from '../substances';
import { transportExtensions } from '../transport';
import { usedInExtensions } from '../used-in';
import { extensionRegistry } from './screen-extensions';

/** The screen extensions of every feature: the one place that lists them. */
export const APP_EXTENSIONS = extensionRegistry([
  commissionExtensions,
  employeeExtensions,
  facilityExtensions,
  locationExtensions,
  measureExtensions,
  siteInspectionExtensions,
  substanceExtensions,
  transportExtensions,
  usedInExtensions,
]);
