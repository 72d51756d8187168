import { ENTITY_LIST } from '../../../shared/entities/registry';
import type { ScreenExtensions } from '../screens';
import { UsedInPanel } from './UsedInPanel';
import '../../styles/used-in.css';

/** The "Used in" panel on the screen of every entity of the registry (REF-1). */
export const usedInExtensions: ScreenExtensions = Object.fromEntries(
  ENTITY_LIST.map((entity) => [entity.type, { detail: { Panels: [UsedInPanel] } }]),
);
