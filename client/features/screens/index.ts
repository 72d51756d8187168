export { DeriveButton } from './DeriveButton';
export { DerivedFromLink } from './DerivedFromLink';
export { type DeriveAction, type DeriveContext, deriveDocument } from './derive-action';
export { NotFoundScreen } from './NotFoundScreen';
export { ScreenGate } from './ScreenGate';
export {
  type DetailExtension,
  extensionRegistry,
  type FilterDoc,
  type ListCell,
  type ListFilter,
  type ListFilterHook,
  type NewDocumentStart,
  type SaveCheck,
  type ScreenExtension,
  type ScreenExtensions,
} from './screen-extensions';
export { screenRoute } from './screen-route';
export { SCREENS, type ScreenKey, screenFlags } from './screens';
