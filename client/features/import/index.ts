export { ImportButton } from './ImportButton';
