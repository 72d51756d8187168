import type { ScreenExtension, ScreenExtensions } from '../screens';
import { DerivationPanel } from './DerivationPanel';
import {
  INSTRUCTION_FROM_ACTIVITY,
  INSTRUCTION_FROM_RISK_ASSESSMENT,
  INSTRUCTION_FROM_SUBSTANCE,
} from './derive-actions';
import { RevisionPanel } from './RevisionPanel';
import { useSourceChangedFilter } from './use-source-changed-filter';
import '../../styles/operating-instructions.css';

/** Both kinds of instruction: the revision and derivation sections are panels, not inputs (OI-15 … OI-22). */
const INSTRUCTION: ScreenExtension = {
  useListFilter: useSourceChangedFilter,
  detail: {
    sectionFields: ['derivation', 'revisedAt', 'revisedBy'],
    sectionPanels: { revision: RevisionPanel, derivation: DerivationPanel },
  },
};

/**
 * Operating instructions (docs/domain/operating-instructions.md): derived on a substance's, an
 * activity's and a risk assessment's screen (domain.md §4), their derivation with re-deriving
 * and the "source changed" flag, and their revision.
 */
export const operatingInstructionExtensions: ScreenExtensions = {
  SUBSTANCE: { detail: { derive: [INSTRUCTION_FROM_SUBSTANCE] } },
  ACTIVITY: { detail: { derive: [INSTRUCTION_FROM_ACTIVITY] } },
  RISK_ASSESSMENT: { detail: { derive: [INSTRUCTION_FROM_RISK_ASSESSMENT] } },
  SUBSTANCE_INSTRUCTION: INSTRUCTION,
  WORK_EQUIPMENT_INSTRUCTION: INSTRUCTION,
};
