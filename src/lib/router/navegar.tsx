import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { createBrowserRouter, NavigateOptions, To } from 'react-router-dom';

/** Goes to a screen (an absolute path of `paths`, or a place with its search) or back and forth in the history. */
export type Navegar = (to: To | number, options?: NavigateOptions) => void;

const NavegarContext = createContext<Navegar | null>(null);

/**
 * The app's router's own navigation, given to the screens through a context that never changes. React Router's
 * `useNavigate` reads the route's context, which is new whenever the router's state changes: every component that
 * called it rendered again when a menu click started loading the next screen, the screen being left and the top bar
 * included (React Router's advice: remix-run/react-router#7634). Relative paths are not resolved: the app's are absolute.
 */
export function NavegarProvider({
  router,
  children,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  children: ReactNode;
}) {
  const navegar = useMemo<Navegar>(
    () => (to, options) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)),
    [router],
  );
  return <NavegarContext.Provider value={navegar}>{children}</NavegarContext.Provider>;
}

/** The navigation of the app's router, for a component that must not render again when another screen loads. */
export function useNavegar(): Navegar {
  const navegar = useContext(NavegarContext);
  if (!navegar) throw new Error('useNavegar fora do NavegarProvider do App');
  return navegar;
}
