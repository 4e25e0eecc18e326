import { useState } from 'react';
import { failureOf } from '../../lib/failure';
import { IDLE, type FormStatus } from './FormFeedback';

/**
 * Runs one change of a section (a mutation that invalidates the section's query, which reloads
 * it); its outcome goes to the section's one feedback line.
 */
export type RunChange = (change: () => Promise<unknown>, success: string) => Promise<void>;

export function useChange(setStatus: (status: FormStatus) => void) {
  const [pending, setPending] = useState(false);
  const run: RunChange = async (change, success) => {
    setPending(true);
    setStatus(IDLE);
    try {
      await change();
      setStatus({ kind: 'success', message: success });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) setStatus({ kind: 'error', message: failure.message });
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
