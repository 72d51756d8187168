export { NotFoundScreen } from './NotFoundScreen';
export {
  type DetailExtension,
  extensionRegistry,
  type NewDocumentStart,
  type ScreenExtensions,
} from './screen-extensions';
export { screenRoute } from './screen-route';
export { SCREENS, type ScreenKey, screenFlags } from './screens';
