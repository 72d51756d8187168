export { siteInspectionExtensions } from './extensions';
