import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens/screen-route';

export const Route = createFileRoute('/work_equipment_instructions/$id')(
  screenRoute('workEquipmentInstructions', 'detail'),
);
