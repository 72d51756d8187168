import { employeeExtensions } from '../employees';
import { locationExtensions } from '../locations';
import { measureExtensions } from '../measures';
import { regulationExtensions } from '../regulations';
import { siteInspectionExtensions } from '../site-inspections';
import { substanceExtensions } from '../substances';
import { transportExtensions } from '../transport';
import { extensionRegistry } from './screen-extensions';

/** The screen extensions of every feature: the one place that lists them. */
export const APP_EXTENSIONS = extensionRegistry([
  employeeExtensions,
  locationExtensions,
  measureExtensions,
  regulationExtensions,
  siteInspectionExtensions,
  substanceExtensions,
  transportExtensions,
]);
