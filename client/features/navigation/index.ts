export { Icon } from './icons';
export { NavigationMenu } from './NavigationMenu';
export { isScreenAvailable } from './navigation';
export { screenReadable } from './screen-reading';
