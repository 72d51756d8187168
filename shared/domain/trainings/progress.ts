import type { Session } from './session-status';

/**
 * TRN-9: a progress typed by hand — a whole number from 0 to 100, with or without a percent sign
 * and spaces around it ("40", "40 %"). Undefined for anything else (empty, decimals, negative,
 * above 100, text), which the input refuses with a message and never stores.
 */
export function parseProgress(text: string): number | undefined {
  const match = /^\s*(\d{1,3})\s*%?\s*$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return value <= 100 ? value : undefined;
}

/**
 * TRN-9: the sessions after a session's progress is set by hand. A completed session keeps its
 * 100 % (TRN-1: completion sets it); other sessions take the value; the rest stay as they are.
 */
export function withProgress(sessions: readonly Session[], id: string, progress: number): readonly Session[] {
  return sessions.map((session) =>
    session.id === id && session.completedAt === undefined ? { ...session, progressInPercent: progress } : session,
  );
}
