import type { ScreenExtensions } from '../screens';
import { EmployeeAccountPanel } from './EmployeeAccountPanel';

/** An employee's detail screen shows the sign-in account with its one-time password link. */
export const employeeExtensions: ScreenExtensions = {
  EMPLOYEE: { detail: { Actions: EmployeeAccountPanel } },
};
