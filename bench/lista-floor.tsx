// The list of the list floor (docs/decisions/025-pisos-do-bench.md): a PrimeReact DataTable of the rows the app's screen reads (the
// same call to the same mock back-end, recorded by the bench), with the screen's columns, paginator and one text
// filter, and, for Prontidão's counters, one counter (`tabela.contador`: its label and a field) whose press shows the
// rows where that field is empty. The bench stores under `bench-floor` the call and the table (scripts/bench/floors.mjs).
import 'primereact/resources/themes/saga-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useState } from 'react';
import { chamadaGravada, lerLinhas } from './floor-request';

interface Tabela {
  legenda: string;
  colunas: [string, string][];
  linhasPorPagina: number;
  filtro: { rotulo: string; campos: string[] };
  contador: { rotulo: string; campo: string } | null;
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
    contador: tabela?.contador
      ? { rotulo: String(tabela.contador.rotulo), campo: String(tabela.contador.campo) }
      : null,
  };
}

export function Lista() {
  const [tabela] = useState(tabelaGravada);
  const [linhas, setLinhas] = useState<Record<string, unknown>[] | null>(null);
  const [filtro, setFiltro] = useState('');
  const [pendentes, setPendentes] = useState(false);
  const vazio = (r: Record<string, unknown>) => !!tabela.contador && (r[tabela.contador.campo] ?? '') === '';
  // The plainest filter: the rows whose fields contain the typed text. PrimeReact's own global filter waits 300 ms
  // (filterDelay) and then took about 1 s for 3,000 rows here: no floor for a keystroke.
  const visiveis = useMemo(() => {
    const texto = filtro.trim().toLowerCase();
    const base = linhas && pendentes ? linhas.filter(vazio) : linhas;
    if (!base || !texto) return base ?? [];
    return base.filter((r) =>
      tabela.filtro.campos.some((c) =>
        String(r[c] ?? '')
          .toLowerCase()
          .includes(texto),
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `vazio` reads only `tabela`
  }, [linhas, filtro, tabela, pendentes]);
  const quantos = useMemo(() => (linhas ? linhas.filter(vazio).length : 0), [linhas]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const chamada = chamadaGravada();
    if (chamada) void lerLinhas(chamada).then(setLinhas);
  }, []);
  return (
    <section>
      <h1>{tabela.legenda}</h1>
      <label htmlFor="filtro">{tabela.filtro.rotulo}</label>{' '}
      <InputText id="filtro" value={filtro} onChange={(e) => setFiltro(e.target.value)} />
      {tabela.contador && (
        <div role="group" aria-label="Pendências">
          <button type="button" aria-pressed={pendentes} onClick={() => setPendentes((p) => !p)}>
            {tabela.contador.rotulo} {quantos}
          </button>
        </div>
      )}
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
