export { DocumentProblems } from './DocumentProblems';
export { SyncProblems } from './SyncProblems';
