import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/screens';

export const Route = createFileRoute('/access_roles/$id')(screenRoute('accessRoles', 'detail'));
