import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens';

export const Route = createFileRoute('/substance_instructions/$id')(screenRoute('substanceInstructions', 'detail'));
