export { trainingExtensions } from './extensions';
