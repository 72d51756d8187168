import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens';

export const Route = createFileRoute('/hazardous_substances/$id')(screenRoute('hazardousSubstances', 'detail'));
