import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/site_inspections/')({
  component: () => <PlannedScreen screen="siteInspections" mode="list" />,
});
