import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '../../../shared/enums/entity-types';
import { SCREENS, type ScreenKey } from '../screens/screens';

interface EntityListScreenProps {
  readonly screen: ScreenKey;
  readonly type: DocumentType;
}

/** The registry-driven list of an entity's documents from the device's replica. */
export function EntityListScreen({ screen }: EntityListScreenProps) {
  const { i18n } = useLingui();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(SCREENS[screen].title)}</h1>
    </section>
  );
}
