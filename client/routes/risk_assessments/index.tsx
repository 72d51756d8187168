import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../features/screens/PlannedScreen';

export const Route = createFileRoute('/risk_assessments/')({
  component: () => <PlannedScreen screen="riskAssessments" mode="list" />,
});
