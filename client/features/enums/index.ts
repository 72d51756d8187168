export { enumText } from './enum-labels';
