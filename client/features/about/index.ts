export { AboutSettings } from './AboutSettings';
