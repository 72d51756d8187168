import type { SymbolField } from '../../../shared/entities/fields';
import type { SignCatalog } from '../../../shared/enums/catalogs';

export { Pictogram, Pictograms } from './Pictogram';
export { PictogramPicker } from './PictogramPicker';
export { PictogramSettings } from './PictogramSettings';
export { signName } from './pictogram-name';
export { drawnSign, type SignArt } from './sign-art';

/** Whether a symbol field holds safety signs (drawn) rather than H or P statements (text). */
export function isSignField(field: SymbolField): field is SymbolField & { readonly catalog: SignCatalog } {
  return field.catalog !== 'H_STATEMENT' && field.catalog !== 'P_STATEMENT';
}
