/**
 * Substances on the server (docs/domain/substances.md): the approval workflow's steps admitted
 * and stamped at commit (SUB-APR-4, SUB-APR-5). The register's yearly review is reminded of with
 * every other due date (`server/domains/deadlines`, REG-10).
 */
export { substancesDomain } from './approval-hooks';
