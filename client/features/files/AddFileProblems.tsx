import { Trans, useLingui } from '@lingui/react/macro';
import { formatFileSize } from './file-display';
import type { AddFileProblem } from './store-files';

export interface NamedProblem {
  readonly name: string;
  readonly problem: AddFileProblem;
}

function ProblemText({ problem }: { problem: AddFileProblem }) {
  const { i18n } = useLingui();
  switch (problem.kind) {
    case 'tooLarge': {
      const limit = formatFileSize(problem.limit, i18n.locale);
      return <Trans>The file is larger than {limit}.</Trans>;
    }
    case 'typeRefused':
      return <Trans>This file type is not accepted here.</Trans>;
    case 'storageFull':
      return <Trans>There is no room left on this device. Free up space and try again.</Trans>;
    case 'failed':
      return <Trans>The file could not be added. Please try again.</Trans>;
  }
}

/** The picked files that were not added, each with its reason; nothing else was lost. */
export function AddFileProblems({ problems }: { problems: readonly NamedProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="notice notice-error file-problems" role="alert" data-testid="file-problems">
      <p>
        <Trans>These files were not added:</Trans>
      </p>
      <ul>
        {problems.map(({ name, problem }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same name may be picked twice
          <li key={index}>
            <strong>{name}</strong>: <ProblemText problem={problem} />
          </li>
        ))}
      </ul>
    </div>
  );
}
