import { MEASURE_ORIGIN_TYPES } from '../../../shared/entities/measure';
import type { ScreenExtensions } from '../screens';
import { EffectivenessPanel } from './EffectivenessPanel';
import { GeneratedMeasures } from './GeneratedMeasures';
import { MeasureLinks } from './MeasureLinks';
import { MeasuresPanel } from './MeasuresPanel';
import { useMeasureListFilter } from './use-measure-list-filter';
import { useNewMeasure } from './use-new-measure';
import '../../styles/measures.css';

/** The documents a measure comes from that have a screen of their own; each shows its measures. */
const ORIGIN_SCREENS = MEASURE_ORIGIN_TYPES.filter(
  (type) =>
    type !== 'RECURRING_MEASURE' && type !== 'RISK' && type !== 'INCIDENT_WITH_REPORT' && type !== 'INCIDENT_NEAR_MISS',
);

/**
 * Measures (docs/domain/measures.md): the list's status tabs and filters (MEA-4), the origin and
 * follow-up links of a measure, its effectiveness check in its section (MEA-6, MEA-7, MEA-10), a
 * new measure started from another document, the generated measures of a recurring measure
 * (MEA-11), and on every origin document the panel of its measures.
 */
export const measureExtensions: ScreenExtensions = {
  MEASURE: {
    useListFilter: useMeasureListFilter,
    detail: {
      Actions: MeasureLinks,
      useNewDocument: useNewMeasure,
      sectionFields: [
        'isEffective',
        'effectivenessCheckedBy',
        'effectivenessCheckedAt',
        'effectivenessDescription',
        'originRisk',
        'originChange',
        'originRequiredAction',
      ],
      sectionPanels: { effectiveness: EffectivenessPanel },
    },
  },
  RECURRING_MEASURE: { detail: { sectionFields: ['generatedMeasures'], Section: GeneratedMeasures } },
  ...Object.fromEntries(ORIGIN_SCREENS.map((type) => [type, { detail: { Panels: [MeasuresPanel] } }])),
};
