export { regulationExtensions } from './extensions';
