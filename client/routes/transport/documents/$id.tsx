import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../../features/screens';

export const Route = createFileRoute('/transport/documents/$id')(screenRoute('transportDocuments', 'detail'));
