import { Trans, useLingui } from '@lingui/react/macro';
import type { PickedPhoto } from './use-picked-photos';

/** A picked photo before saving: its thumbnail at once, "preparing" until resized, a clear error, remove. */
export function PickedPhotoTile({ photo, onRemove }: { readonly photo: PickedPhoto; readonly onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const state = photo.error ? 'failed' : photo.prepared ? 'ready' : 'preparing';
  return (
    <figure className="photo" data-testid="picked-photo" data-state={state}>
      <div className="photo-frame">
        {photo.isImage && !photo.error ? (
          <img src={photo.preview} alt={photo.name} />
        ) : (
          <span className="photo-file">{photo.name}</span>
        )}
      </div>
      <figcaption className={photo.error ? 'photo-caption form-error' : 'photo-caption'}>
        {photo.error ? i18n._(photo.error) : photo.prepared ? <Trans>Ready to save</Trans> : <Trans>Preparing…</Trans>}
      </figcaption>
      <button type="button" className="photo-remove" aria-label={t`Remove ${photo.name}`} onClick={onRemove}>
        ×
      </button>
    </figure>
  );
}
