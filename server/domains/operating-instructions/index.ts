/** Operating instructions on the server (docs/domain/operating-instructions.md): the revision settled at commit (OI-22). */
export { operatingInstructionsDomain } from './revision-hooks';
