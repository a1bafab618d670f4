import { Button } from 'primereact/button';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { DataTableShell } from '@/components/table/data-table-shell';
import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import type { DemandaPaciente, LegacyAtendimento, LegacyInternacao, LegacyPaciente } from '../../api/schemas';

const PAGE = 6;
const pick = (label: string, onClick: () => void) => (
  <Button label="Selecionar" size="small" aria-label={label} onClick={onClick} />
);

/** The patients found, 6 a page. */
export function PatientPickerDialog({
  patients,
  onPick,
  onClose,
}: {
  patients: LegacyPaciente[];
  onPick: (p: LegacyPaciente) => void;
  onClose: () => void;
}) {
  return (
    <AppDialog header="Selecione o paciente" width="wide" onClose={onClose}>
      <DataTableShell
        caption="Pacientes encontrados"
        rows={patients.map((p) => ({ ...p, id: p.SEQ_PACIENTE }))}
        isLoading={false}
        error={null}
        emptyMessage="Nenhum paciente"
        rowsPerPage={PAGE}
        columns={[
          { key: 'pront', header: 'Prontuário', body: (p) => p.NRO_PRONTUARIO },
          { key: 'nome', header: 'Nome', body: (p) => p.NOM_PESSOA },
          { key: 'nasc', header: 'Nascimento', body: (p) => formatDateBR(p.DAT_NASCIMENTO) },
          { key: 'mae', header: 'Nome da mãe', body: (p) => p.NOM_MAE ?? '' },
          { key: 'acao', header: 'Ação', body: (p) => pick(`Selecionar paciente ${p.NOM_PESSOA}`, () => onPick(p)) },
        ]}
      />
    </AppDialog>
  );
}

/** The team's demands for the patient: choosing one turns it into this request. */
export function DemandaDialog({
  demandas,
  onPick,
  onSkip,
}: {
  demandas: DemandaPaciente[];
  onPick: (d: DemandaPaciente) => void;
  onSkip: () => void;
}) {
  return (
    <AppDialog
      header="Demandas do paciente"
      width="wide"
      onClose={onSkip}
      footer={[{ label: 'Não usar demanda', outlined: true, onClick: onSkip }]}
    >
      <p>
        O paciente possui demandas da sua equipe. Selecione uma para transformá-la em pedido, ou continue sem demanda.
      </p>
      <DataTableShell
        caption="Demandas do paciente"
        rows={demandas}
        isLoading={false}
        error={null}
        emptyMessage="Sem Demandas"
        rowsPerPage={PAGE}
        columns={[
          { key: 'codigo', header: 'Nº Demanda', body: (d) => d.codigo },
          { key: 'proc', header: 'Procedimento', body: (d) => d.procedimento ?? '' },
          { key: 'data', header: 'Inclusão', body: (d) => formatDateBR(d.dataInclusao) },
          { key: 'acao', header: 'Ação', body: (d) => pick(`Selecionar demanda ${d.codigo}`, () => onPick(d)) },
        ]}
      />
    </AppDialog>
  );
}

interface EncounterDialogProps {
  /** The patient whose encounters these are (named in the title). */
  paciente: string;
  atendimentos: LegacyAtendimento[];
  internacoes: LegacyInternacao[];
  onPickAtendimento: (a: LegacyAtendimento) => void;
  onPickInternacao: (i: LegacyInternacao) => void;
  onClose: () => void;
}

/** The patient's encounters and admissions, 6 a page each; closing discards the patient. */
export function EncounterDialog({
  paciente,
  atendimentos,
  internacoes,
  onPickAtendimento,
  onPickInternacao,
  onClose,
}: EncounterDialogProps) {
  return (
    <AppDialog header={`Selecione o atendimento ou a internação de ${paciente}`} width="wide" onClose={onClose}>
      <h3>Atendimentos</h3>
      <DataTableShell
        caption="Atendimentos"
        rows={atendimentos.map((a) => ({ ...a, id: a.SEQ_ATENDIMENTO }))}
        isLoading={false}
        error={null}
        emptyMessage="Sem atendimentos"
        rowsPerPage={PAGE}
        columns={[
          { key: 'faa', header: 'FAA', body: (a) => a.NRO_FAA },
          { key: 'data', header: 'Data', body: (a) => formatDateTimeBR(a.DAT_HORA_ATENDIMENTO) },
          { key: 'carater', header: 'Caráter', body: (a) => a.NOM_CARATER_ATENDIMENTO ?? '' },
          { key: 'cc', header: 'Centro de custo', body: (a) => a.NOM_CENTRO_CUSTO ?? '' },
          {
            key: 'acao',
            header: 'Ação',
            body: (a) => pick(`Selecionar atendimento ${a.NRO_FAA}`, () => onPickAtendimento(a)),
          },
        ]}
      />
      <h3>Internações</h3>
      <DataTableShell
        caption="Internações"
        rows={internacoes.map((i) => ({ ...i, id: i.SEQ_INTERNACAO }))}
        isLoading={false}
        error={null}
        emptyMessage="Sem internações"
        rowsPerPage={PAGE}
        columns={[
          { key: 'numero', header: 'Nº Internação', body: (i) => i.NRO_INTERNACAO },
          { key: 'data', header: 'Data', body: (i) => formatDateTimeBR(i.DAT_HORA_INTERNACAO) },
          { key: 'leito', header: 'Leito', body: (i) => i.COD_LEITO ?? '' },
          { key: 'aberta', header: 'Situação', body: (i) => (i.INTERNACAO_ABERTA === true ? 'Aberta' : 'Encerrada') },
          {
            key: 'acao',
            header: 'Ação',
            body: (i) => pick(`Selecionar internação ${i.NRO_INTERNACAO}`, () => onPickInternacao(i)),
          },
        ]}
      />
    </AppDialog>
  );
}
