import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { SignCatalog } from '../../../shared/enums/catalogs';
import { PictogramDrawing } from './PictogramDrawing';
import { familyCodes, signName } from './pictogram-name';
import '../../styles/pictograms.css';

const FAMILY_TITLES: Readonly<Record<SignCatalog, MessageDescriptor>> = {
  GHS: msg`GHS hazard pictograms (CLP Annex V)`,
  M: msg`Mandatory signs (ISO 7010)`,
  P: msg`Prohibition signs (ISO 7010)`,
  W: msg`Warning signs (ISO 7010)`,
  E: msg`Rescue signs (ISO 7010)`,
  F: msg`Fire protection signs (ISO 7010)`,
};

/** Hazards first, then what to do, what not to do, warnings, rescue and fire equipment. */
const ORDER: readonly SignCatalog[] = ['GHS', 'M', 'P', 'W', 'E', 'F'];

/** Every drawn sign with its code and its German and English name, for review. */
export function PictogramCatalog() {
  const { i18n } = useLingui();
  return (
    <div className="pictogram-catalog" data-testid="pictogram-catalog">
      {ORDER.map((catalog) => (
        <section key={catalog} aria-labelledby={`pictograms-${catalog}`}>
          <h3 id={`pictograms-${catalog}`}>{i18n._(FAMILY_TITLES[catalog])}</h3>
          <ul className="pictogram-catalog-list">
            {familyCodes(catalog).map((code) => (
              <li key={code} className="pictogram-catalog-item">
                <PictogramDrawing code={code} size={64} />
                <span className="pictogram-catalog-code">{code}</span>
                <span lang="de">{signName('de', code)}</span>
                <span lang="en">{signName('en', code)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
