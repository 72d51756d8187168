export { BrandLogo } from './BrandLogo';
export { LogoSettings } from './LogoSettings';
export { saveLogo } from './logo';
