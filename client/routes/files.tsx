import { createFileRoute } from '@tanstack/react-router';
import { FilesScreen } from '../features/files';

export const Route = createFileRoute('/files')({ component: FilesScreen });
