export { loadStatementCatalog, type StatementCatalog } from './load-statement-catalog';
export { useStatementCatalog } from './use-statement-catalog';
