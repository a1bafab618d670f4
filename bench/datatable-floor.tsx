// The list floor (docs/decisions/025-pisos-do-bench.md): the DataTable list of `lista-floor.tsx` behind a link. `?auto` opens it on
// load (for Lighthouse), else the link 'Abrir lista' does (for the click → first rows timing, as the app's menu link).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Lista } from './lista-floor';

function Pagina() {
  const [aberta, setAberta] = useState(() => new URLSearchParams(location.search).has('auto'));
  return (
    <main>
      <nav>
        <a
          href="#lista"
          onClick={(e) => {
            e.preventDefault();
            setAberta(true);
          }}
        >
          Abrir lista
        </a>
      </nav>
      {aberta ? <Lista /> : <h1>Início</h1>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Pagina />
  </StrictMode>,
);
