import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/** Goes to a screen (an absolute path of `paths`, or a place with its search) or back and forth in the history. */
export type Navegar = NavigateFunction;

const NavegarContext = createContext<Navegar | null>(null);

/**
 * The router's navigation, given to the screens of a layout through a context whose value does not change: React
 * Router's `useNavigate` returns the same function across navigations, but it reads the route's context, which is new
 * whenever the router's state changes, so every component that called it rendered again when a menu click started
 * loading the next screen, the screen being left and the top bar included (the maintainers' advice in
 * remix-run/react-router#7634: a navigation given by context). This provider alone renders again then; what it wraps
 * does not. Paths are resolved from the layout's route: the app's are absolute.
 */
export function NavegarProvider({ children }: { children: ReactNode }) {
  const navegar = useNavigate();
  return <NavegarContext.Provider value={navegar}>{children}</NavegarContext.Provider>;
}

/** The router's navigation, for a component under a layout that must not render again when another screen loads. */
export function useNavegar(): Navegar {
  const navegar = useContext(NavegarContext);
  if (!navegar) throw new Error('useNavegar fora do NavegarProvider de um layout');
  return navegar;
}
