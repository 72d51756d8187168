/**
 * Risk assessments on the server (docs/domain/risk-assessments.md): the revision's who and when
 * and the next revision settled at commit (RA-8, RA-9), the reason a risk with only personal
 * measures needs (RA-7), and the open measures counted from the tenant's measure documents
 * whenever the assessment or one of its measures is committed (RA-11).
 */
import type { DomainCommitHooks } from '../../sync/commit-hooks';
import {
  afterMeasureCommit,
  afterMeasureDelete,
  openMeasuresRecomputation,
  withOpenMeasureCount,
} from './open-measure-hooks';
import { assessmentReasonIssues, measureReasonIssues } from './personal-reason-hooks';
import { settleRevision } from './revision-hooks';

export const riskAssessmentsDomain: DomainCommitHooks = {
  recomputations: [openMeasuresRecomputation],
  documents: {
    RISK_ASSESSMENT: {
      settle: async (ctx, input) => {
        const issues = await assessmentReasonIssues(ctx, input);
        if (issues.length > 0) return { issues };
        return { data: await withOpenMeasureCount(ctx, input.id, await settleRevision(ctx, input)) };
      },
    },
    MEASURE: {
      settle: async (ctx, input) => {
        const issues = await measureReasonIssues(ctx, input);
        return issues.length > 0 ? { issues } : { data: input.data };
      },
      afterCommit: afterMeasureCommit,
      afterDelete: afterMeasureDelete,
    },
  },
};
