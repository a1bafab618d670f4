import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** How long a screen may take to load before the bar shows. */
const ESPERA_MS = 300;

/**
 * A thin bar under the top bar while the router loads the next screen (its code or its loader), so a menu click that
 * takes a while says so. It is put in the page only after 300 ms: a quick navigation changes nothing on the page it
 * leaves, which the browser would otherwise lay out again inside the navigation itself
 * (docs/decisions/025-pisos-do-bench.md 'A widget keeps its icon when it renders again').
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const carregando = state !== 'idle';
  const [visivel, setVisivel] = useState(false);
  useEffect(() => {
    if (!carregando) return;
    const espera = setTimeout(() => setVisivel(true), ESPERA_MS);
    return () => {
      clearTimeout(espera);
      setVisivel(false);
    };
  }, [carregando]);
  if (!carregando || !visivel) return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Carregando a tela" />;
}
