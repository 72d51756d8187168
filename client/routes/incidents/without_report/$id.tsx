import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../../features/screens';

export const Route = createFileRoute('/incidents/without_report/$id')(screenRoute('incidentsWithoutReport', 'detail'));
