import { Button } from 'primereact/button';
import { useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LoadingState } from '@/components/data/loading-state';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { DateInput } from '@/components/form/date-input';
import { DropdownField } from '@/components/form/dropdown-field';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardForm } from '../../model/form';
import { SEM_PROGRAMACAO } from '../../model/slots';
import { slaRule } from '../../model/cirurgia-date-check';
import { SOLICITANTE_ILEGIVEL } from '../../model/submission-input';
import { RoomCalendar } from './room-calendar';
import { agoraSaoPaulo, useCirurgiaEnv } from './use-cirurgia-env';
import { useEscolhaNaAgenda, useSalasProgramadas } from './use-agenda-salas';

const ERRO_PROGRAMACOES = 'Não foi possível carregar as programações das salas.';

/**
 * The elective date (§2 'Step 2', §4 'Calendar'): 'Selecione a sala', 'Limpar', the room's week with its bookable
 * slots, and a disabled copy of the chosen date. A click is checked (§5) before it becomes the 'Agendamento'.
 */
export function CalendarSection() {
  const { control } = useFormContext<WizardForm>();
  const { equipeId, requisitanteId, centro, intervalo, status, perspectivas, slaPronto } = useCirurgiaEnv();
  const { modelo, pedido } = useWizardContext();
  const [sala, agendamento, duracao, dataHoraSugerida] = useWatch({
    control,
    name: ['sala', 'agendamento', 'duracaoEstimada', 'dataHoraSugerida'],
  });
  const { escolher, remover, limpar } = useEscolhaNaAgenda(sala, agendamento?.id ?? null);
  const [agora] = useState(agoraSaoPaulo);
  // An elective's rule (the calendar is elective only), of stable identity for the week's queries.
  const sla = useMemo(() => slaRule(modelo, status, perspectivas, false), [modelo, status, perspectivas]);
  const { programacoes, salas, semProgramacao } = useSalasProgramadas(equipeId, centro);
  const salaValida = salas.some((s) => s.id === sala);

  let corpo: ReactNode;
  if (requisitanteId === null) {
    // An existing request whose requester or team could not be read: no room is offered for anyone else's.
    corpo = <EmptyState message={SOLICITANTE_ILEGIVEL} />;
  } else if (programacoes.isError) {
    corpo = <ErrorState message={ERRO_PROGRAMACOES} onRetry={() => void programacoes.refetch()} />;
  } else if ((programacoes.isFetching && !programacoes.data) || !slaPronto) {
    corpo = <LoadingState label="Carregando a agenda das salas..." />;
  } else if (semProgramacao) {
    corpo = <EmptyState message={SEM_PROGRAMACAO} />;
  } else if (sala === null || !salaValida || equipeId === null || centro === null) {
    corpo = <EmptyState message="Selecione a sala para ver a agenda." />;
  } else {
    corpo = (
      <RoomCalendar
        key={sala}
        equipeId={equipeId}
        centroId={centro}
        sala={sala}
        duracaoMinutos={duracao ?? 0}
        intervaloMinutos={intervalo}
        agora={agora}
        sla={sla}
        selecionado={agendamento && agendamento.sala === sala ? agendamento.inicio : null}
        onSelect={(inicio, fim) => void escolher(inicio, fim)}
        onClear={remover}
        pedidoId={pedido?.id ?? null}
      />
    );
  }

  return (
    <div className="wizard-calendar">
      <div className="form-grid">
        <DropdownField
          control={control}
          name="sala"
          label="Selecione a sala"
          options={salas}
          optionLabel={(s) => s.descricao}
          optionValue={(s) => s.id}
          disabled={semProgramacao}
          // A room change clears the selection; the new room's weeks load (a week already seen comes from the cache).
          onPicked={() => {
            if (agendamento) limpar();
          }}
        />
        <DateInput
          label="Data Sugerida da Cirurgia"
          mode="datetime"
          value={dataHoraSugerida.slice(0, 16)}
          onChange={() => undefined}
          disabled
        />
      </div>
      <Button type="button" label="Limpar" icon="pi pi-eraser" outlined onClick={remover} disabled={!agendamento} />
      {corpo}
    </div>
  );
}
