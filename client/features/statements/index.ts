export { loadStatementCatalog, type StatementCatalog } from './load-statement-catalog';
export { StatementPicker } from './StatementPicker';
export { type StatementField, statementFieldOf } from './statement-fields';
export { isCodeList, leadingStatementToken, resolveStatements, statementTokens } from './statement-list';
export { useStatementCatalog } from './use-statement-catalog';
