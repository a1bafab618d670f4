import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { omittedNotice } from '@/components/table/data-table-shell';
import { formatDateBR } from '@/lib/dates/format';
import { readDateTime } from '@/lib/dates/read';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { hhmm } from '@/lib/dates/wall-clock';
import { errorMessage } from '@/lib/http/api-error';
import { useMapaSalas } from '../api/get-mapa-salas';
import { CirurgiaDialog } from '../components/cirurgia-dialog';
import { MapaFiltros, type FiltrosMapa } from '../components/mapa-filtros';
import { MapaGrade } from '../components/mapa-grade';
import { MapaLegenda } from '../components/mapa-legenda';
import { horariosDe, mapaDoDia, URGENCIA, type Bloco, type Coluna, type Horarios } from '../model/colunas';
import '../mapa-de-salas.css';

interface Aberta {
  bloco: Bloco;
  sala: string;
  horarios: Horarios;
}

/** 'HH:mm' in São Paulo of a moment (the map's last update). */
const horaDe = (ms: number) => hhmm(readDateTime(new Date(ms)) ?? '');

/** /admin/mapaDeSalas: the day's operating rooms side by side (wizards-and-management.md §2 'Operating-room map'). */
export function MapaDeSalasPage() {
  const profissional = useRequiredProfissional();
  const [filtros, setFiltros] = useState<FiltrosMapa>(() => ({
    dia: saoPauloIsoDay(),
    centro: profissional.centrosCirurgicos[0] ?? 0,
    equipes: [],
  }));
  const config = useQuery(configuracoesQuery()).data;
  const salas = useCatalogueWhen(filtros.centro > 0, 'salasCirurgicas', filtros.centro);
  const salaIds = useMemo(() => salas.data?.map((s) => s.id), [salas.data]);
  const query = useMapaSalas(filtros.dia, filtros.centro, salaIds, filtros.equipes);
  const [aberta, setAberta] = useState<Aberta | null>(null);
  const intervalo = config?.intervaloUsoSalaCirurgica ?? 0;
  const resposta = query.data;
  const mapa = useMemo(
    () =>
      resposta && salas.data
        ? mapaDoDia({
            dia: filtros.dia,
            salas: salas.data.filter((s) => resposta.porSala.has(s.id)),
            porSala: resposta.porSala,
            urgencias: resposta.urgencias,
            intervalo,
          })
        : null,
    [resposta, salas.data, filtros.dia, intervalo],
  );
  const onCirurgia = useCallback(
    (bloco: Bloco, coluna: Coluna) =>
      setAberta({
        bloco,
        sala: coluna.titulo,
        horarios: horariosDe(bloco.cirurgia, intervalo, coluna.titulo !== URGENCIA),
      }),
    [intervalo],
  );
  const omitidas = (resposta?.omitted ?? 0) + (mapa?.omitidas ?? 0);

  // Loading, error, empty and data as separate branches (DESIGN.md 'Screens'): a new day or centre is never drawn with
  // the previous one's surgeries, and a refresh that fails keeps the map it had with the failure said above it.
  let conteudo: ReactNode;
  if (salas.error) conteudo = <ErrorState message={errorMessage(salas.error)} onRetry={() => void salas.refetch()} />;
  else if (query.error && !mapa)
    conteudo = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (!mapa) conteudo = <LoadingState />;
  else
    conteudo = (
      <>
        {query.error ? (
          <ErrorState
            message={`Não foi possível atualizar o mapa: ${errorMessage(query.error)} Mostrando o mapa atualizado às ${horaDe(query.dataUpdatedAt)}.`}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <p className="mapa__atualizado" role="status">
            Atualizado às {horaDe(query.dataUpdatedAt)}
          </p>
        )}
        {mapa.colunas.every((c) => !c.blocos.length && !c.antes.length) ? (
          <p role="status">Sem cirurgias neste dia</p>
        ) : null}
        {omitidas ? <p role="status">{omittedNotice(omitidas)}</p> : null}
        <MapaGrade mapa={mapa} diaBR={formatDateBR(filtros.dia)} onCirurgia={onCirurgia} />
      </>
    );
  return (
    <section className="page mapa-de-salas" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Mapa de Salas</h1>
      </div>
      <MapaFiltros centros={profissional.centrosCirurgicos} filtros={filtros} onChange={setFiltros} />
      <MapaLegenda />
      {conteudo}
      {aberta ? (
        <CirurgiaDialog
          cirurgia={aberta.bloco.cirurgia}
          sala={aberta.sala}
          horarios={aberta.horarios}
          onClose={() => setAberta(null)}
        />
      ) : null}
    </section>
  );
}
