import type { ScreenExtensions } from '../screens';
import { InstructionPdfButton } from './InstructionPdfButton';

/** Both kinds of operating instruction offer their printed document on their screen (OI-PRINT-1 … OI-PRINT-6). */
export const instructionPrintExtensions: ScreenExtensions = {
  SUBSTANCE_INSTRUCTION: { detail: { Actions: InstructionPdfButton } },
  WORK_EQUIPMENT_INSTRUCTION: { detail: { Actions: InstructionPdfButton } },
};
