import {
  type ApprovalRefusal,
  approvalDespiteSubstituteReasoned,
  approvalStateOf,
  compositionFindings,
  compositionProportionsValid,
  outdatedSafetyDataSheet,
  rejectionReasoned,
  substitutionCheckRecorded,
} from '../domain/substances';
import type { DocumentData, EntityDerivation, EntityRule, EntityWarning } from './entity';
import type { Label } from './fields';

/**
 * The substance's rules beyond its field kinds (docs/domain/substances.md): each row of the
 * composition gives its proportion, the approval holds what its state needs; the warnings when
 * the composition cannot add up or the newest safety data sheet is old; and the messages of
 * the server's refusals of an approval step.
 */

/** Rules of the whole document (domain.md §5: "proportion in % for each composition row"). */
export const SUBSTANCE_RULES: readonly EntityRule[] = [
  {
    message: /*i18n*/ {
      id: 'rule.substance.compositionProportion',
      message: 'Each component needs its proportion: an exact value or a range from–to, with from not above to',
    },
    path: ['composition'],
    valid: (data) => compositionProportionsValid(data.composition),
  },
  {
    message: /*i18n*/ {
      id: 'rule.substance.approval.substitutionCheck',
      message: 'A recorded substitution check names the alternatives considered and its result',
    },
    path: ['approval', 'substitutionCheck'],
    valid: (data) => substitutionCheckRecorded(data.approval),
  },
  {
    message: /*i18n*/ { id: 'rule.substance.approval.rejectionReason', message: 'A rejection needs a reason' },
    path: ['approval', 'rejectionReason'],
    valid: (data) => rejectionReasoned(data.approval),
  },
  {
    message: /*i18n*/ {
      id: 'rule.substance.approval.approvalReason',
      message: 'The substitution check found a less hazardous substitute possible: an approval needs a reason',
    },
    path: ['approval', 'approvalReason'],
    valid: (data) => approvalDespiteSubstituteReasoned(data.approval),
  },
];

/** Why the server refused a change of the approval (SUB-APR-4), as the device shows it. */
export const APPROVAL_REFUSAL_MESSAGES: Readonly<Record<ApprovalRefusal, Label>> = {
  STEP_NOT_ALLOWED: /*i18n*/ {
    id: 'rule.substance.approval.stepNotAllowed',
    message: 'This approval step cannot follow the current state; it may have changed on another device',
  },
  DECIDED: /*i18n*/ {
    id: 'rule.substance.approval.decided',
    message: 'The approval has been decided; request it again to change what it rests on',
  },
};

/** SUB-COMP-2, SUB-COMP-3 and SUB-SDS-1 as the substance screen shows them, never blocking. */
export function substanceWarnings(data: DocumentData, today: string): EntityWarning[] {
  const warnings: EntityWarning[] = compositionFindings(data.composition, data.compositionComplete === true).map(
    (finding) =>
      finding.rule === 'SUB-COMP-2'
        ? {
            code: finding.rule,
            field: 'composition',
            message: /*i18n*/ {
              id: 'warning.substance.compositionLowerBounds',
              message:
                'The proportions cannot add up: their lower ends alone come to {sum, number} %, more than 100 %.',
              values: { sum: finding.lowerSum },
            },
          }
        : {
            code: finding.rule,
            field: 'composition',
            message: /*i18n*/ {
              id: 'warning.substance.compositionUpperBounds',
              message:
                'The composition is marked complete, but even the upper ends of the proportions come to only {sum, number} %.',
              values: { sum: finding.upperSum },
            },
          },
  );
  const outdated = outdatedSafetyDataSheet(data.safetyDataSheetFiles, today);
  if (outdated) {
    warnings.push({
      code: 'SUB-SDS-1',
      field: 'safetyDataSheetFiles',
      message: /*i18n*/ {
        id: 'warning.substance.safetyDataSheetOutdated',
        message:
          'The newest safety data sheet was issued on {issued, date}, more than two years ago. Ask the supplier whether a newer version exists.',
        // Noon UTC is the same calendar day in every time zone the product is used in.
        values: { issued: new Date(`${outdated}T12:00:00Z`) },
      },
    });
  }
  return warnings;
}

/** The derived list value of the approval's state (SUB-APR-1), with the rule's version (docs/sync-spec.md D3). */
export const substanceDerivation: EntityDerivation = {
  version: 1,
  values: (data) => ({ approvalState: approvalStateOf(data.approval) }),
};
