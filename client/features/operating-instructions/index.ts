export { operatingInstructionExtensions } from './extensions';
