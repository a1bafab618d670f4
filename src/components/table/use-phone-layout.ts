import { useSyncExternalStore } from 'react';

/** Below this width the app uses its phone layout (the admin layout's drawer breakpoint). */
const PHONE_QUERY = '(max-width: 959px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the screen is a phone's (below 960 px), following changes. The app layer's useMediaQuery is out of reach
 * of components (imports go app → features → components), so the table keeps its own.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
