export { INSTRUCTION_FROM_ACTIVITY, INSTRUCTION_FROM_SUBSTANCE } from './derive-actions';
export { operatingInstructionExtensions } from './extensions';
export { instructionPrintExtensions } from './print-extensions';
