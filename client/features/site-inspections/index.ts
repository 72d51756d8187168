export { siteInspectionExtensions } from './extensions';
export { filesOf, findingsOf, textOf } from './findings';
export { isTopic } from './topic-labels';
