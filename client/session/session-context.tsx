import { createContext, type ReactNode, useContext } from 'react';
import type { Session } from './bootstrap';

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in user, active tenant and employee; only inside the layout. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside of SessionProvider');
  return session;
}
