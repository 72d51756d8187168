import { Trans } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import { PhotoIcon } from './PhotoIcon';

interface PhotoButtonsProps {
  readonly onPick: (files: readonly File[]) => void;
  readonly disabled: boolean;
}

/** Camera, gallery and file: each a large button over a file input (the camera opens directly on a tablet). */
export function PhotoButtons({ onPick, disabled }: PhotoButtonsProps) {
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <div className="photo-buttons">
      <input
        id={`${id}-camera`}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={disabled}
        data-testid="photo-camera"
        onChange={pick}
      />
      <label htmlFor={`${id}-camera`} className="button button-primary photo-button">
        <PhotoIcon name="camera" />
        <Trans>Take photo</Trans>
      </label>
      <input
        id={`${id}-gallery`}
        className="visually-hidden"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        data-testid="photo-gallery"
        onChange={pick}
      />
      <label htmlFor={`${id}-gallery`} className="button photo-button">
        <PhotoIcon name="gallery" />
        <Trans>From gallery</Trans>
      </label>
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        multiple
        disabled={disabled}
        data-testid="photo-file"
        onChange={pick}
      />
      <label htmlFor={`${id}-file`} className="button photo-button">
        <PhotoIcon name="attach" />
        <Trans>Attach file</Trans>
      </label>
    </div>
  );
}
