import { useSyncExternalStore } from 'react';

/** Below this width the app uses its phone layout: the menu becomes a drawer, tables stack, filters fold away. */
const PHONE_QUERY = '(max-width: 959px)';

/** Whether a media query matches now, following changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the screen is a phone's (below 960 px), following changes. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
