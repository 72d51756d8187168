import { employeeExtensions } from '../employees';
import { incidentExtensions } from '../incidents';
import { locationExtensions } from '../locations';
import { measureExtensions } from '../measures';
import { siteInspectionExtensions } from '../site-inspections';
import { substanceExtensions } from '../substances';
import { trainingExtensions } from '../trainings';
import { transportExtensions } from '../transport';
import { extensionRegistry } from './screen-extensions';

/** The screen extensions of every feature: the one place that lists them. */
export const APP_EXTENSIONS = extensionRegistry([
  employeeExtensions,
  incidentExtensions,
  locationExtensions,
  measureExtensions,
  siteInspectionExtensions,
  substanceExtensions,
  trainingExtensions,
  transportExtensions,
]);
