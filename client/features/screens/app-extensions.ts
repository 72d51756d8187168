import { activityExtensions } from '../activities';
import { commissionExtensions } from '../commissions';
import { dueExtensions } from '../due';
import { employeeExtensions } from '../employees';
import { facilityExtensions } from '../facilities';
import { incidentExtensions } from '../incidents';
import { locationExtensions } from '../locations';
import { measureExtensions } from '../measures';
import { instructionPrintExtensions, operatingInstructionExtensions } from '../operating-instructions';
import { regulationExtensions } from '../regulations';
import { riskAssessmentExtensions } from '../risk-assessments';
import { siteInspectionExtensions } from '../site-inspections';
import { substanceExtensions } from '../substances';
import { trainingExtensions } from '../trainings';
import { transportExtensions } from '../transport';
import { usedInExtensions } from '../used-in';
import { extensionRegistry } from './screen-extensions';

/** The screen extensions of every feature: the one place that lists them. */
export const APP_EXTENSIONS = extensionRegistry([
  activityExtensions,
  commissionExtensions,
  dueExtensions,
  employeeExtensions,
  facilityExtensions,
  incidentExtensions,
  locationExtensions,
  measureExtensions,
  instructionPrintExtensions,
  operatingInstructionExtensions,
  riskAssessmentExtensions,
  regulationExtensions,
  siteInspectionExtensions,
  substanceExtensions,
  trainingExtensions,
  transportExtensions,
  usedInExtensions,
]);
