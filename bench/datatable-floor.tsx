// The list floor (docs/decisions/025-pisos-do-bench.md): a PrimeReact DataTable of the rows the app's screen reads (the same call to
// the same mock back-end, recorded by the bench), with the screen's columns, paginator and one text filter. The
// bench stores under `bench-floor` the call and the table (scripts/bench/floors.mjs); `?auto` opens it on load (for
// Lighthouse), else the link 'Abrir lista' does (for the click → first rows timing, as the app's menu link).
import 'primereact/resources/themes/saga-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { chamadaGravada, lerLinhas } from './floor-request';

interface Tabela {
  legenda: string;
  colunas: [string, string][];
  linhasPorPagina: number;
  filtro: { rotulo: string; campos: string[] };
}

function tabelaGravada(): Tabela {
  const raw = localStorage.getItem('bench-floor');
  const value: unknown = raw ? JSON.parse(raw) : null;
  const tabela = value && typeof value === 'object' ? Object(value).tabela : null;
  return {
    legenda: String(tabela?.legenda ?? 'Lista'),
    colunas: Array.isArray(tabela?.colunas) ? tabela.colunas : [],
    linhasPorPagina: Number(tabela?.linhasPorPagina ?? 10),
    filtro: { rotulo: String(tabela?.filtro?.rotulo ?? 'Filtrar'), campos: tabela?.filtro?.campos ?? [] },
  };
}

function Lista() {
  const [tabela] = useState(tabelaGravada);
  const [linhas, setLinhas] = useState<Record<string, unknown>[] | null>(null);
  const [filtro, setFiltro] = useState('');
  // The plainest filter: the rows whose fields contain the typed text. PrimeReact's own global filter waits 300 ms
  // (filterDelay) and then took about 1 s for 3,000 rows here: no floor for a keystroke.
  const visiveis = useMemo(() => {
    const texto = filtro.trim().toLowerCase();
    if (!linhas || !texto) return linhas ?? [];
    return linhas.filter((r) =>
      tabela.filtro.campos.some((c) =>
        String(r[c] ?? '')
          .toLowerCase()
          .includes(texto),
      ),
    );
  }, [linhas, filtro, tabela]);
  useEffect(() => {
    const chamada = chamadaGravada();
    if (chamada) void lerLinhas(chamada).then(setLinhas);
  }, []);
  return (
    <section>
      <h1>{tabela.legenda}</h1>
      <label htmlFor="filtro">{tabela.filtro.rotulo}</label>{' '}
      <InputText id="filtro" value={filtro} onChange={(e) => setFiltro(e.target.value)} />
      {linhas ? (
        <DataTable
          value={visiveis}
          paginator
          rows={tabela.linhasPorPagina}
          paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
          currentPageReportTemplate="{first} a {last} de {totalRecords}"
          emptyMessage="Sem pedidos"
        >
          {tabela.colunas.map(([campo, titulo]) => (
            <Column key={campo} field={campo} header={titulo} sortable />
          ))}
          <Column header="Ações" body={() => <Button icon="pi pi-eye" text aria-label="Visualizar" />} />
        </DataTable>
      ) : (
        <p>Carregando…</p>
      )}
    </section>
  );
}

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
