import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/substance_instructions/')({
  component: () => <PlannedScreen screen="substanceInstructions" mode="list" />,
});
