import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens';

export const Route = createFileRoute('/recurring_measures/$id')(screenRoute('recurringMeasures', 'detail'));
