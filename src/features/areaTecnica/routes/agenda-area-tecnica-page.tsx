import { useCallback, useMemo, useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { LegendaStatus } from '@/components/calendar/legenda-status';
import { EstadosDaAgenda } from '@/components/calendar/estados-da-agenda';
import { useAbrirDocumento } from '@/widgets/documentos/use-abrir-documento';
import { FiltrosComunsFields, type FiltrosComuns } from '@/widgets/filtros/filtros-comuns';
import { cirurgiaDe } from '../api/area-tecnica-row';
import { useAgenda } from '../api/get-agenda';
import { AgendaCalendar } from '../components/agenda-calendar';
import { ComConfiguracoes } from '../components/com-configuracoes';
import { EventoDialog } from '../components/evento-dialog';
import { eAreaDeAnestesia } from '../model/area';
import { eventoDaAgenda, impressoDoDia, type EventoAgenda } from '../model/agenda';
import '../area-tecnica.css';

function Agenda({ anestesia }: { anestesia: boolean }) {
  const profissional = useRequiredProfissional();
  const areaId = profissional.areaTecnica_id ?? 0;
  const [filtros, setFiltros] = useState<FiltrosComuns>(() => ({
    centros: [...profissional.centrosCirurgicos],
    convenios: [],
    campanhas: [],
  }));
  const query = useAgenda(anestesia, areaId, filtros.centros, filtros.convenios);
  const [aberto, setAberto] = useState<number | null>(null);
  const rows = query.data?.rows;
  const eventos = useMemo(
    () =>
      (rows ?? [])
        .map((r) => eventoDaAgenda({ ...r, inicio: cirurgiaDe(r), fim: r.dataFimCirurgia }))
        .filter((e): e is EventoAgenda => e !== null),
    [rows],
  );
  const centros = filtros.centros;
  const abrirDocumento = useAbrirDocumento();
  const onDia = useCallback(
    (dia: string) => abrirDocumento(impressoDoDia(anestesia, dia, areaId, centros)),
    [anestesia, areaId, centros, abrirDocumento],
  );
  const imprimir = useMemo(
    () => ({ rotulo: anestesia ? 'Imprimir anestesia' : 'Imprimir materiais', onDia }),
    [anestesia, onDia],
  );
  const row = rows?.find((r) => r.id === aberto);
  return (
    <>
      <form className="area-filtros" aria-label="Filtros da agenda" onSubmit={(e) => e.preventDefault()}>
        <FiltrosComunsFields
          centros={profissional.centrosCirurgicos}
          iniciais={filtros}
          onChange={setFiltros}
          comCampanhas={false}
        />
      </form>
      <EstadosDaAgenda query={query} vazia={!eventos.length}>
        <AgendaCalendar eventos={eventos} onEvento={setAberto} imprimir={imprimir} />
        <LegendaStatus eventos={eventos} />
      </EstadosDaAgenda>
      {row ? (
        <EventoDialog
          row={row}
          anestesia={anestesia}
          areaId={areaId}
          relerAgenda={async () => (await query.refetch({ throwOnError: true })).data?.rows}
          onClose={() => setAberto(null)}
        />
      ) : null}
    </>
  );
}

/**
 * /admin/agendaAreaTecnica: the area's requests on a calendar (§2 'Technical-area agenda'). Which agenda is read (the
 * anaesthesia area's or another's) and the opinion rules are the configuration's: nothing loads before it is read.
 */
export function AgendaAreaTecnicaPage() {
  const areaId = useRequiredProfissional().areaTecnica_id ?? 0;
  return (
    <section className="page area-tecnica" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Minha Agenda</h1>
      </div>
      <ComConfiguracoes>
        {(config) => <Agenda anestesia={eAreaDeAnestesia(areaId, config.areaTecnicaAnestesia)} />}
      </ComConfiguracoes>
    </section>
  );
}
