import { useCallback, useRef } from 'react';

/**
 * Runs an async action unless the previous one is still running. A mutation's isPending reaches React one task
 * later, so a fast double click would otherwise send the same write twice.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback(async (action: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }, []);
}
