import { createFileRoute } from '@tanstack/react-router';
import { EmployeeAccountPanel } from '../../features/employees/EmployeeAccountPanel';
import { EntityDetailScreen } from '../../features/entity-detail/EntityDetailScreen';
import { ModuleGate } from '../../features/screens/ModuleGate';

export const Route = createFileRoute('/employees/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return (
    <ModuleGate screen="employees">
      <EntityDetailScreen
        screen="employees"
        type="EMPLOYEE"
        documentId={id}
        actions={(employee) => <EmployeeAccountPanel employee={employee} />}
      />
    </ModuleGate>
  );
}
