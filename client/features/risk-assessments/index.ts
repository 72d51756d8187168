export { riskAssessmentExtensions } from './extensions';
