import { ACME_FACILITIES } from './acme/facilities';
import { ACME_MEASURES } from './acme/measures';
import { ACME_OPERATING_INSTRUCTIONS } from './acme/operating-instructions';
import { ACME_ORGANISATION } from './acme/organisation';
import { ACME_REGISTER } from './acme/register';
import { ACME_REGULATIONS } from './acme/regulations';
import { ACME_SAFETY } from './acme/safety';
import { ACME_SCORE_HISTORY } from './acme/score-history';
import { ACME_SUBSTANCES } from './acme/substances';
import { ACME_TRAININGS } from './acme/trainings';
import { ACME_TRANSPORT } from './acme/transport';
import type { DemoDocument } from './document';

/**
 * Acme Chemie GmbH (every module but the regulation manager's: a customer of paragraf): a chemical plant in Ludwigshafen with a warehouse in
 * Mannheim. Every document comes after the documents it references.
 */
export const ACME_DOCUMENTS: readonly DemoDocument[] = [
  ...ACME_ORGANISATION,
  ...ACME_FACILITIES,
  ...ACME_SUBSTANCES,
  ...ACME_REGISTER,
  ...ACME_SAFETY,
  ...ACME_OPERATING_INSTRUCTIONS,
  ...ACME_MEASURES,
  ...ACME_REGULATIONS,
  ...ACME_TRANSPORT,
  ...ACME_TRAININGS,
  ...ACME_SCORE_HISTORY,
];
