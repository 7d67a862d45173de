import { HANDLE_PROBLEM_MESSAGES, HANDLE_TAKEN_MESSAGE, handleProblem, sanitizeSettingsHandle } from '../../../../../functions/schemas/handle-rules.ts';

/** The handle editor's states (spec 2 §4). */
export type HandleStatus = 'idle' | 'checking' | 'available' | 'taken' | 'error';

export interface HandleState {
  status: HandleStatus;
  /** What the status says about `handle`; null while idle. */
  message: string | null;
  /** The handle the status belongs to: typing something else makes it stale. */
  handle: string;
  suggestion?: string;
}

export const CURRENT_HANDLE_MESSAGE = 'This is your current handle';
export const AVAILABLE_MESSAGE = 'Handle is available';
export const TAKEN_FALLBACK = HANDLE_TAKEN_MESSAGE;
export const CHECK_FAILED = 'Failed to check handle availability';

export const idle = (handle: string): HandleState => ({ status: 'idle', message: null, handle });

/** Live sanitising of the settings input (spec 2 §5). */
export const sanitizeInput = sanitizeSettingsHandle;

/**
 * What pressing Check does without asking the server: the current handle is accepted as is
 * ("This is your current handle", no call), a malformed one is an error with the rule's message,
 * anything else needs the server.
 */
export function precheck(handle: string, current: string | null): HandleState | 'ask-server' {
  if (current && handle === current) return { status: 'available', message: CURRENT_HANDLE_MESSAGE, handle };
  const problem = handleProblem(handle);
  if (problem) return { status: 'error', message: HANDLE_PROBLEM_MESSAGES[problem], handle };
  return 'ask-server';
}

/** The state after the server's availability answer. */
export function fromAvailability(asked: string, answer: { available: boolean; handle: string; error?: string; suggestion?: string }): HandleState {
  if (answer.available) return { status: 'available', message: AVAILABLE_MESSAGE, handle: answer.handle || asked };
  return { status: 'taken', message: answer.error || TAKEN_FALLBACK, handle: answer.handle || asked, suggestion: answer.suggestion };
}

/** Saving is offered only for an available handle that is still the one typed and not the current one. */
export function canSave(state: HandleState, input: string, current: string | null): boolean {
  return state.status === 'available' && state.handle === input && input !== current;
}
