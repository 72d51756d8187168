import { createFileRoute } from '@tanstack/react-router';
import { DueScreen } from '../features/due';

export const Route = createFileRoute('/due')({ component: DueScreen });
