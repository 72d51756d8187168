export { activityExtensions } from './extensions';
