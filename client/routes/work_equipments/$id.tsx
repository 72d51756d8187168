import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens';

export const Route = createFileRoute('/work_equipments/$id')(screenRoute('workEquipments', 'detail'));
