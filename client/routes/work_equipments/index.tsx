import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/work_equipments/')({
  component: () => <PlannedScreen screen="workEquipments" mode="list" />,
});
