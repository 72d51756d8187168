import { createFileRoute } from '@tanstack/react-router';
import { FilesScreen } from '../features/files';
import { ScreenGate } from '../features/screens';

function FilesRoute() {
  return (
    <ScreenGate screen="files">
      <FilesScreen />
    </ScreenGate>
  );
}

export const Route = createFileRoute('/files')({ component: FilesRoute });
