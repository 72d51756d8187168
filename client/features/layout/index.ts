export { LanguageSwitcher } from './LanguageSwitcher';
export { Layout } from './Layout';
