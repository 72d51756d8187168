import type { ScreenExtensions } from '../screens';
import { BodyMap } from './BodyMap';
import { EmployeeIncidents } from './EmployeeIncidents';
import { FirstAidLogButton } from './FirstAidLogButton';
import { useNewIncident } from './use-new-incident';
import '../../styles/incidents.css';

/**
 * Incidents without report (docs/domain/incidents.md): the body map as the input of the injured
 * parts (INC-2), the first-aid log entry as PDF (INC-4), a new entry opened from an employee, and
 * on every employee's screen their incidents (INC-3). Without a list of their own (platform.md §2),
 * an entry opens beneath `/incidents/without_report`.
 */
export const incidentExtensions: ScreenExtensions = {
  INCIDENT_WITHOUT_REPORT: {
    detail: {
      detailBase: '/incidents/without_report',
      Actions: FirstAidLogButton,
      sectionFields: ['injuredBodyParts'],
      formAddon: (data, setField) => (
        <BodyMap value={data.injuredBodyParts} onChange={(parts) => setField('injuredBodyParts', parts)} />
      ),
      useNewDocument: useNewIncident,
    },
  },
  EMPLOYEE: { detail: { Panels: [EmployeeIncidents] } },
};
