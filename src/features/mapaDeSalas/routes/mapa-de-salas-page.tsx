import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCatalogueWhen } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { omittedNotice } from '@/components/table/data-table-shell';
import { formatDateBR } from '@/lib/dates/format';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { errorMessage } from '@/lib/http/api-error';
import type { CirurgiaSala } from '../api/agenda-sala-row';
import { useMapaSalas } from '../api/get-mapa-salas';
import { CirurgiaDialog } from '../components/cirurgia-dialog';
import { MapaFiltros, type FiltrosMapa } from '../components/mapa-filtros';
import { MapaGrade } from '../components/mapa-grade';
import { mapaDoDia, type Bloco } from '../model/colunas';
import '../mapa-de-salas.css';

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
  const [aberta, setAberta] = useState<CirurgiaSala | null>(null);
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
  const onCirurgia = useCallback((b: Bloco) => setAberta(b.cirurgia), []);
  const erro = query.error ?? salas.error;
  const vazio = mapa?.colunas.every((c) => !c.blocos.length);
  const omitidas = (resposta?.omitted ?? 0) + (mapa?.omitidas ?? 0);
  return (
    <section className="page mapa-de-salas" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Mapa de Salas</h1>
      </div>
      <MapaFiltros centros={profissional.centrosCirurgicos} filtros={filtros} onChange={setFiltros} />
      {query.isLoading || salas.isLoading ? <LoadingState /> : null}
      {erro ? (
        <ErrorState
          message={errorMessage(erro)}
          onRetry={() => void (salas.error ? salas.refetch() : query.refetch())}
        />
      ) : null}
      {vazio ? <p role="status">Sem cirurgias neste dia</p> : null}
      {omitidas ? <p role="status">{omittedNotice(omitidas)}</p> : null}
      {mapa ? <MapaGrade mapa={mapa} diaBR={formatDateBR(filtros.dia)} onCirurgia={onCirurgia} /> : null}
      {aberta ? <CirurgiaDialog cirurgia={aberta} onClose={() => setAberta(null)} /> : null}
    </section>
  );
}
