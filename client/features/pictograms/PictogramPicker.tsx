import { lazy, Suspense } from 'react';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { Pictograms } from './Pictogram';

const PictogramPickerPanel = lazy(() =>
  import('./PictogramPickerPanel').then((module) => ({ default: module.PictogramPickerPanel })),
);

export interface PictogramPickerProps {
  /** The DOM id of the button that opens the choice (the field's label points to it). */
  readonly id: string;
  readonly catalog: SignCatalog;
  /** The field's label in the interface language, to name the chosen list and the choice. */
  readonly label: string;
  /** The chosen codes in their order. */
  readonly codes: readonly string[];
  readonly onChange: (codes: readonly string[]) => void;
  readonly errorId: string | undefined;
}

/**
 * The picker of a field of safety signs (GHS, mandatory, prohibition, warning, rescue, fire): the
 * chosen signs drawn with their names, and a grid of drawn signs to choose from. It loads with the
 * drawings, after the form; until then the chosen signs show by their codes.
 */
export function PictogramPicker(props: PictogramPickerProps) {
  return (
    <Suspense fallback={<Pictograms codes={props.codes} size={40} />}>
      <PictogramPickerPanel {...props} />
    </Suspense>
  );
}
