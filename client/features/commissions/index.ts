export { commissionExtensions } from './extensions';
