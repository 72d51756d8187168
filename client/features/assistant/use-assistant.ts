import { useCallback, useEffect, useReducer, useRef } from 'react';
import { acquireToken } from '../../auth/auth-client';
import { useSession } from '../../session/session-context';
import { type AssistantConnection, connectAssistant } from './assistant-connection';
import { type AssistantState, assistantReducer, INITIAL_ASSISTANT_STATE } from './assistant-state';

export interface Assistant {
  readonly state: AssistantState;
  /** Sends a question; false when the socket is not open. */
  ask(question: string): boolean;
}

/** The assistant connection of the active tenant, open from the layout's mount to its unmount. */
export function useAssistant(): Assistant {
  const { config, manager, tenant } = useSession();
  const [state, dispatch] = useReducer(assistantReducer, INITIAL_ASSISTANT_STATE);
  const connection = useRef<AssistantConnection | undefined>(undefined);
  useEffect(() => {
    if (!manager) return;
    const opened = connectAssistant({
      backendUrl: config.backendUrl,
      tenant: tenant.trimmedName,
      token: () => acquireToken(manager),
      dispatch,
    });
    connection.current = opened;
    return () => {
      connection.current = undefined;
      opened.close();
    };
  }, [config.backendUrl, manager, tenant.trimmedName]);
  const ask = useCallback((question: string) => connection.current?.ask(question) ?? false, []);
  return { state, ask };
}
