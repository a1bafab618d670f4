import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// Where each visited screen was scrolled to, by history entry (in memory: a reload has the browser's own).
const posicoes = new Map<string, number>();

/**
 * A new screen opens at its top (its title under the top bar, not behind it); Back and Forward return to where that
 * screen was. React Router's ScrollRestoration does the same but adds 1.5 KB gzip to the sign-in page's JS.
 */
export function useScrollOnNavigate(): void {
  const { key } = useLocation();
  const tipo = useNavigationType();
  useLayoutEffect(() => {
    window.scrollTo(0, tipo === 'POP' ? (posicoes.get(key) ?? 0) : 0);
  }, [key, tipo]);
  useEffect(() => {
    const guardar = () => posicoes.set(key, window.scrollY);
    window.addEventListener('scroll', guardar, { passive: true });
    return () => window.removeEventListener('scroll', guardar);
  }, [key]);
}
