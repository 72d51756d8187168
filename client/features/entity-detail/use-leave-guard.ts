import { useBlocker } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's
 * blocker (the caller shows the question), closing or reloading the tab through
 * `beforeunload`. `allow` lets a save or delete navigate on without asking.
 */
export function useLeaveGuard(dirty: boolean, allow: RefObject<boolean>) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allow.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, allow]);
  return useBlocker({
    shouldBlockFn: () => dirty && !allow.current,
    enableBeforeUnload: false,
    withResolver: true,
  });
}
