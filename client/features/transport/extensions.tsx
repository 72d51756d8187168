import type { FormAddon } from '../entity-detail';
import type { ScreenExtensions } from '../screens';
import { CargoPicker } from './CargoPicker';
import { transportDocumentFromDraft } from './derive-document';
import { PointsPanel } from './PointsPanel';
import { TransportDocumentView } from './TransportDocumentView';

/** Below a draft's fields: the cargo from its sources and the live ADR 1.1.3.6 points. */
const cargoAndPoints: FormAddon = (data, setField) => (
  <>
    <CargoPicker cargo={data.cargo} onCargo={(cargo) => setField('cargo', cargo)} />
    <PointsPanel data={data} />
  </>
);

/**
 * A draft is edited in the generic form with its cargo and points, and derives its transport
 * document; the document has the driver's read view as its screen (decision 0016).
 */
export const transportExtensions: ScreenExtensions = {
  ADR_TRANSPORT_DRAFT: { detail: { formAddon: cargoAndPoints, derive: [transportDocumentFromDraft] } },
  ADR_TRANSPORT_DOCUMENT: { DetailScreen: TransportDocumentView },
};
