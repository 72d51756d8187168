export { employeeExtensions } from './extensions';
