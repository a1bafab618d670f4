import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useEscrita } from '@/components/dialogs/use-escrita';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { useDarParecer } from '../api/dar-parecer';
import { eAreaDeAnestesia, opcoesDeParecer } from '../model/area';
import { descricaoDoParecer, SELECIONE_PARECER } from '../model/descricao';
import { ParecerContexto, useContextoFalhou } from './parecer-contexto';

interface PedidoParecer {
  id: number;
  codigo: string;
  paciente: string | null;
  /** The row's type of anaesthesia, shown when the anaesthesia details name none. */
  tipoanestesia?: string | null;
}

interface Props {
  pedido: PedidoParecer;
  /** 4000 in the list's dialog, 300 in the agenda's (§5 'Technical opinions'). */
  max: number;
  onClose: () => void;
  /** After the opinion was saved (and the lists reloaded), before the dialog closes. */
  onSalvo?: () => void;
  /** The agenda shows its own details above; the list's dialog shows the area's context itself. */
  contexto?: boolean;
}

interface ParecerForm {
  parecerTecnico: number | null;
  justificativa: string;
}

/**
 * The opinion dialog: the opinion options (the automatic system approval is the system's, not offered), the
 * description, then POST and the 'Parecer' log entry. A failure shows the message and keeps what was typed.
 */
export function ParecerDialog({ pedido, max, onClose, onSalvo, contexto = true }: Props) {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery()).data;
  const opcoes = opcoesDeParecer(useCatalogue('parecerTecnicoCheckList').data ?? [], config?.parecerAprovacaoSistema);
  const areaId = profissional.areaTecnica_id ?? 0;
  const mutation = useDarParecer(profissional);
  const { escrever, aviso } = useEscrita(() => {
    onSalvo?.();
    onClose();
  });
  const { control, handleSubmit, setError } = useForm<ParecerForm>({
    defaultValues: { parecerTecnico: null, justificativa: '' },
  });
  const anestesia = eAreaDeAnestesia(areaId, config?.areaTecnicaAnestesia);
  const falhou = useContextoFalhou('parecer', anestesia, { areaId, pedidoId: pedido.id }, contexto);
  const enviar = handleSubmit((form) => {
    if (falhou) return;
    const regra = {
      parecerRejeicao: config?.parecerRejeicao ?? null,
      parecerPendente: config?.parecerPendente ?? null,
    };
    const descricao = descricaoDoParecer(form.parecerTecnico, form.justificativa, regra, max);
    if (!descricao.ok) {
      const campo = descricao.erro === SELECIONE_PARECER ? 'parecerTecnico' : 'justificativa';
      setError(campo, { message: descricao.erro }, { shouldFocus: true });
      return;
    }
    const parecerTecnico = form.parecerTecnico ?? 0;
    const nome = opcoes.find((o) => o.id === parecerTecnico)?.descricao ?? String(parecerTecnico);
    return escrever(
      'parecer',
      () =>
        mutation.mutateAsync({
          pedidoId: pedido.id,
          areaTecnica: areaId,
          parecerTecnico,
          justificativa: descricao.justificativa,
          descricao: nome,
        }),
      `Parecer registrado no pedido nº ${pedido.codigo}.`,
    );
  });
  return (
    <AppDialog
      header={`Parecer do pedido nº ${pedido.codigo}`}
      onClose={onClose}
      busy={mutation.isPending}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onClose },
        {
          label: 'Salvar',
          icon: 'pi pi-check',
          onClick: () => void enviar(),
          loading: mutation.isPending,
          disabled: falhou,
        },
      ]}
    >
      <form onSubmit={(e) => void enviar(e)} noValidate className="parecer-form">
        <p>Paciente: {pedido.paciente ?? NAO_INFORMADO}</p>
        {contexto ? (
          <ParecerContexto
            anestesia={anestesia}
            areaId={areaId}
            pedidoId={pedido.id}
            tipoanestesia={pedido.tipoanestesia ?? null}
          />
        ) : null}
        <RadioGroupField
          control={control}
          name="parecerTecnico"
          label="Parecer"
          required
          options={opcoes.map((o) => ({ value: o.id, label: o.descricao }))}
        />
        <TextAreaField control={control} name="justificativa" label="Descrição" maxLength={max} showCount />
        {aviso}
      </form>
    </AppDialog>
  );
}
