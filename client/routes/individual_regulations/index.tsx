import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens';

export const Route = createFileRoute('/individual_regulations/')(screenRoute('individualRegulations', 'list'));
