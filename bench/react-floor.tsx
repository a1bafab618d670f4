// The React floor (docs/decisions/025-pisos-do-bench.md): a heading and a button, nothing else, built from the app's own React.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>OPERA</h1>
      <button type="button">Entrar</button>
    </main>
  </StrictMode>,
);
