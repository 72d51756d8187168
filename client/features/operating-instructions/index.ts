export { instructionPrintExtensions } from './print-extensions';
