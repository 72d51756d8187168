import { type Grant, grantsAnywhere } from '../../../shared/access/grants';
import type { AccessResource } from '../../../shared/enums/access';
import type { ModuleAccess } from '../../../shared/modules';

/** Which parts of the dashboard the user may read (decision 0060). */
export interface DashboardSections {
  /** The score, the missing documents and the coverage: substances, activities or measures to judge. */
  readonly compliance: boolean;
  /** The open and overdue measures' figures. */
  readonly measures: boolean;
  /** The employee's own trainings (TRN-7, TRN-8). */
  readonly ownInstructions: boolean;
}

/**
 * The sections from the user's grants and the tenant's modules: a section shows only when a role
 * grants READ on what it counts, so a user who may read nothing of it is never told "nothing is
 * missing". Unknown grants (an older cached profile) show everything, as before.
 */
export function dashboardSections(grants: readonly Grant[] | undefined, modules: ModuleAccess): DashboardSections {
  const reads = (resource: AccessResource) => grantsAnywhere(grants, 'READ', resource);
  const measures = modules.measures && reads('MEASURES');
  const substances = modules.substances && (reads('SUBSTANCES') || reads('ACTIVITIES'));
  return {
    compliance: substances || measures,
    measures,
    ownInstructions: modules.lms && (reads('MY_INSTRUCTIONS') || reads('INSTRUCTION_OVERVIEW')),
  };
}
