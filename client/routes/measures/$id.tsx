import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens/screen-route';

export const Route = createFileRoute('/measures/$id')(screenRoute('measures', 'detail'));
