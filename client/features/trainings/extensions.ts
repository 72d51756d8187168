import type { ScreenExtensions } from '../screens';
import { OrganizationInstructions } from './OrganizationInstructions';
import { ParticipantListButton } from './ParticipantListButton';
import { SessionsSection } from './SessionsSection';
import { UserInstructions } from './UserInstructions';
import '../../styles/trainings.css';

/**
 * Trainings (docs/domain/trainings.md): the organisation list with its counts (TRN-5), the
 * signed-in employee's list (TRN-7), and on an instruction the session table with assigning and
 * completing (TRN-1, TRN-6) and the participant list with signature lines as PDF.
 */
export const trainingExtensions: ScreenExtensions = {
  INSTRUCTION: {
    listScreens: { organizationInstructions: OrganizationInstructions, userInstructions: UserInstructions },
    detail: {
      detailBase: '/instructions',
      Actions: ParticipantListButton,
      sectionFields: ['sessions'],
      Section: SessionsSection,
    },
  },
};
