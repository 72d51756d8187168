import type { ScreenExtensions } from '../screens';
import { LocationsRouteScreen } from './LocationsRouteScreen';
import { useDepartmentStart } from './use-department-start';

/**
 * The locations list is the organisation tree (decision 0011); departments open beneath it
 * and a new one starts beneath the node it was created from.
 */
export const locationExtensions: ScreenExtensions = {
  LOCATION: { ListScreen: LocationsRouteScreen },
  DEPARTMENT: { detail: { detailBase: '/locations/departments', useNewDocument: useDepartmentStart } },
};
