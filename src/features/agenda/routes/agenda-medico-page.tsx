import { useMemo, useState } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { LegendaStatus } from '@/components/calendar/legenda-status';
import { EstadosDaAgenda } from '@/components/calendar/estados-da-agenda';
import { omittedNotice } from '@/components/table/data-table-shell';
import { ResumoDialog } from '@/widgets/resumo/resumo-dialog';
import { useAgendaMedico } from '../api/get-agenda-medico';
import { AgendaFiltros } from '../components/agenda-filtros';
import { AgendaMedicoCalendar } from '../components/agenda-medico-calendar';
import { eventosDoMedico, type Escopo } from '../model/agenda-medico';
import '../agenda.css';

/** /admin/agendaMedico: the surgeon's requests on a calendar (requester-side.md §2 'Surgeon agenda'). */
export function AgendaMedicoPage() {
  const profissional = useRequiredProfissional();
  const [escopo, setEscopo] = useState<Escopo>('meus');
  const [centros, setCentros] = useState<number[]>(() => [...profissional.centrosCirurgicos]);
  const query = useAgendaMedico(escopo, profissional.profissional_id, centros);
  const status = useCatalogue('statusPedido').data;
  const [aberto, setAberto] = useState<number | null>(null);
  const rows = query.data?.rows;
  const eventos = useMemo(() => eventosDoMedico(rows ?? [], status ?? []), [rows, status]);
  const evento = eventos.find((e) => Number(e.id) === aberto);
  return (
    <section className="page agenda-medico-page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Agenda do Médico</h1>
      </div>
      <AgendaFiltros
        escopo={escopo}
        onEscopo={setEscopo}
        centros={profissional.centrosCirurgicos}
        escolhidos={centros}
        onCentros={setCentros}
      />
      <EstadosDaAgenda
        query={query}
        vazia={!eventos.length}
        avisos={query.data?.omitted ? <p role="status">{omittedNotice(query.data.omitted)}</p> : null}
      >
        <AgendaMedicoCalendar eventos={eventos} onEvento={setAberto} />
        <LegendaStatus eventos={eventos} />
      </EstadosDaAgenda>
      {evento ? (
        <ResumoDialog pedido={{ id: Number(evento.id), codigo: evento.codigo }} onClose={() => setAberto(null)} />
      ) : null}
    </section>
  );
}
