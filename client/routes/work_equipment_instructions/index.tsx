import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/work_equipment_instructions/')({
  component: () => <PlannedScreen screen="workEquipmentInstructions" mode="list" />,
});
