import { msg } from '@lingui/core/macro';
import type { DeriveAction } from '../screens';

/**
 * A transport document from a draft (issue 6, decision 0016): a copy of the draft's values as
 * they are saved now, naming the draft in `draft`; later draft edits do not reach it. Its ADR
 * 1.1.3.6 points are derived (TRA-6), by the device for display and by the server at commit.
 */
export const transportDocumentFromDraft: DeriveAction = {
  id: 'transport-document-from-draft',
  target: 'ADR_TRANSPORT_DOCUMENT',
  derive: (draft) => structuredClone({ ...draft.data }),
  sourceField: 'draft',
  label: msg`Create transport document`,
  hint: msg`The document takes the saved values of this draft; later changes of the draft do not change it.`,
};
