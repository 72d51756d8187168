export { operatingInstructionExtensions } from './extensions';
export { instructionPrintExtensions } from './print-extensions';
