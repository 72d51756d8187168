export { EntityListScreen } from './EntityListScreen';
export { useListDocs } from './use-list-data';
