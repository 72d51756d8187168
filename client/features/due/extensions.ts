import type { ScreenExtensions } from '../screens';
import { DueDatePanel } from './DueDatePanel';
import '../../styles/due.css';

/** The due date of inspections, maintenance, commissions and permits on their screens (DL-5 … DL-8). */
export const dueExtensions: ScreenExtensions = {
  INSPECTION: { detail: { Panels: [DueDatePanel] } },
  MAINTENANCE: { detail: { Panels: [DueDatePanel] } },
  COMMISSION: { detail: { Panels: [DueDatePanel] } },
  PERMIT: { detail: { Panels: [DueDatePanel] } },
};
