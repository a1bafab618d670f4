import { useNavigation } from 'react-router-dom';

/**
 * A thin bar under the top bar while the router loads the next screen (its code or its loader), so a menu click that
 * takes a while says so. It fades in after ~300 ms (styles.css), so a quick navigation shows nothing.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Carregando a tela" />;
}
