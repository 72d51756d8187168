import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { preparePhoto } from '../../media/prepare-photo';
import { photoErrorMessage } from './photo-messages';

/** A photo or file picked for a finding, not yet saved: shown at once, prepared in the background. */
export interface PickedPhoto {
  readonly key: string;
  readonly name: string;
  readonly isImage: boolean;
  /** An object URL of the picked file: the thumbnail before the resized copy is ready. */
  readonly preview: string;
  /** The resized, stripped copy (or the file itself when it needs nothing). */
  readonly prepared?: File;
  readonly error?: MessageDescriptor;
}

export interface PickedPhotos {
  readonly photos: readonly PickedPhoto[];
  readonly add: (files: readonly File[]) => void;
  readonly remove: (key: string) => void;
  /** Photos still being prepared: saving waits for them. */
  readonly preparing: number;
  readonly failed: number;
}

/** The photos of a finding being edited; every object URL is revoked when a photo goes or the editor closes. */
export function usePickedPhotos(): PickedPhotos {
  const [photos, setPhotos] = useState<readonly PickedPhoto[]>([]);
  const urls = useRef(new Map<string, string>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const owned = urls.current;
    return () => {
      mounted.current = false;
      for (const url of owned.values()) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PickedPhoto>) => {
    if (!mounted.current) return;
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        const key = crypto.randomUUID();
        const preview = URL.createObjectURL(file);
        urls.current.set(key, preview);
        return { key, file, photo: { key, name: file.name, isImage: file.type.startsWith('image/'), preview } };
      });
      setPhotos((list) => [...list, ...added.map(({ photo }) => photo)]);
      for (const { key, file } of added) {
        preparePhoto(file).then(
          (prepared) => update(key, { prepared }),
          (error: unknown) => update(key, { error: photoErrorMessage(error) }),
        );
      }
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    const url = urls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(key);
    setPhotos((list) => list.filter((photo) => photo.key !== key));
  }, []);

  return {
    photos,
    add,
    remove,
    preparing: photos.filter((photo) => !photo.prepared && !photo.error).length,
    failed: photos.filter((photo) => photo.error).length,
  };
}
