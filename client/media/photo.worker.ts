import { renderJpeg } from './render-jpeg';

/** A request of `prepare-photo.ts`: the image to render, with the id its answer carries. */
export interface PhotoRequest {
  readonly id: number;
  readonly image: Blob;
}

export type PhotoAnswer =
  | { readonly id: number; readonly jpeg: Blob }
  | { readonly id: number; readonly error: 'unreadable' | 'failed'; readonly message: string };

/** The worker's side of `postMessage` (the client project types `self` as a window). */
const scope = self as unknown as {
  postMessage(answer: PhotoAnswer): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PhotoRequest>) => void): void;
};

scope.addEventListener('message', ({ data }) => {
  renderJpeg(data.image).then(
    (jpeg) => scope.postMessage({ id: data.id, jpeg }),
    (error: unknown) =>
      scope.postMessage({
        id: data.id,
        error: error instanceof Error && error.name === 'PhotoUnreadableError' ? 'unreadable' : 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
