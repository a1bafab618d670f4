import { useCallback, useRef } from 'react';

/**
 * Guards a dialog's writes against double clicks. A mutation's isPending reaches React a task later and a dialog
 * closes a render later, so a second click could send the same write again. `run(key, action)` does nothing while
 * `key` is running or after it succeeded (`action` resolves true); after a failure (false) it may be tried again.
 */
export function useWriteOnce() {
  const running = useRef(new Set<string>());
  const done = useRef(new Set<string>());
  return useCallback(async (key: string, action: () => Promise<boolean>): Promise<void> => {
    if (running.current.has(key) || done.current.has(key)) return;
    running.current.add(key);
    let ok = false;
    try {
      ok = await action();
    } finally {
      running.current.delete(key);
      if (ok) done.current.add(key);
    }
  }, []);
}
