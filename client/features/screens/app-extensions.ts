import { activityExtensions } from '../activities';
import { commissionExtensions } from '../commissions';
import { employeeExtensions } from '../employees';
import { facilityExtensions } from '../facilities';
import { locationExtensions } from '../locations';
import { measureExtensions } from '../measures';
import { instructionPrintExtensions, operatingInstructionExtensions } from '../operating-instructions';
import { siteInspectionExtensions } from '../site-inspections';
import { substanceExtensions } from '../substances';
import { transportExtensions } from '../transport';
import { usedInExtensions } from '../used-in';
import { extensionRegistry } from './screen-extensions';

/** The screen extensions of every feature: the one place that lists them. */
export const APP_EXTENSIONS = extensionRegistry([
  activityExtensions,
  commissionExtensions,
  employeeExtensions,
  facilityExtensions,
  locationExtensions,
  measureExtensions,
  instructionPrintExtensions,
  operatingInstructionExtensions,
  siteInspectionExtensions,
  substanceExtensions,
  transportExtensions,
  usedInExtensions,
]);
