import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useSelectedLocation } from '../locations';
import { parseRegisterChoice, registerSearch } from './register-choice';
import type { RegisterChoice } from './register-view';

/** The register's filter, kept in the URL so a reload, a bookmark or the back button keep it. */
export function useRegisterChoice(): {
  readonly choice: RegisterChoice;
  readonly choose: (next: RegisterChoice) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const { selected } = useSelectedLocation();
  const choice = useMemo(() => parseRegisterChoice(location.search, selected?.id), [location.search, selected?.id]);
  const choose = useCallback(
    (next: RegisterChoice) => void navigate({ to: location.pathname, search: registerSearch(next), replace: true }),
    [navigate, location.pathname],
  );
  return { choice, choose };
}
