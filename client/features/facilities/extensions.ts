import type { ScreenExtensions } from '../screens';
import { DeficienciesPanel } from './DeficienciesPanel';
import { InspectionLogPanel } from './InspectionLogPanel';
import { PermitConditionsPanel } from './PermitConditionsPanel';
import { useNewConditionOfPermit, useNewForEquipment } from './use-new-with-reference';
import '../../styles/facilities.css';

/**
 * Work equipment, storages and what keeps them safe (docs/domain/facilities.md): the inspection
 * log of an equipment or storage (FAC-3), deficiencies that start measures (FAC-1, FAC-2), a
 * permit's conditions with their measures (FAC-4), and new documents started from them.
 */
export const facilityExtensions: ScreenExtensions = {
  WORK_EQUIPMENT: { detail: { Panels: [InspectionLogPanel] } },
  STORAGE: { detail: { Panels: [InspectionLogPanel] } },
  INSPECTION: { detail: { Panels: [DeficienciesPanel], useNewDocument: useNewForEquipment } },
  MAINTENANCE: { detail: { Panels: [DeficienciesPanel], useNewDocument: useNewForEquipment } },
  PERMIT: { detail: { Panels: [PermitConditionsPanel] } },
  CONDITION: { detail: { useNewDocument: useNewConditionOfPermit } },
};
