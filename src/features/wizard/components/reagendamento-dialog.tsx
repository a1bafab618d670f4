import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DropdownField } from '@/components/form/dropdown-field';
import { errorMessage } from '@/lib/http/api-error';
import type { MotivoReagendamento } from '../model/reagendamento';

/** wizards-and-management.md §8 'Manager'. */
const ERRO_MOTIVOS = 'Erro ao listar motivos para reagendamento!';

interface ReagendamentoDialogProps {
  codigo: string;
  enviando: boolean;
  onConfirm: (motivo: MotivoReagendamento) => void;
  onCancel: () => void;
}

/**
 * 'Confirmar Reagendamento do Pedido Nº {code}' (§2 'Request wizard shell', §4 'Reschedule'): the reason is required
 * (OK disabled until one is chosen); a failed list load shows the server message for 3 s. Mounted only while shown.
 */
export function ReagendamentoDialog({ codigo, enviando, onConfirm, onCancel }: ReagendamentoDialogProps) {
  const toast = useToast();
  const motivos = useCatalogue('motivoReagendamento');
  const { control } = useForm<{ motivo: number | null }>({ defaultValues: { motivo: null } });
  const escolhido = useWatch({ control, name: 'motivo' });
  const told = useRef(false);
  const { error } = motivos;
  useEffect(() => {
    if (!error || told.current) return;
    told.current = true;
    toast.info(errorMessage(error), { summary: ERRO_MOTIVOS, life: TOAST_MS.default });
  }, [error, toast]);
  const motivo = (motivos.data ?? []).find((m) => m.id === escolhido) ?? null;
  return (
    <AppDialog
      header={`Confirmar Reagendamento do Pedido Nº ${codigo}`}
      onClose={onCancel}
      busy={enviando}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onCancel, disabled: enviando },
        {
          label: 'Confirmar',
          icon: 'pi pi-check',
          disabled: motivo === null,
          loading: enviando,
          onClick: () => {
            if (motivo) onConfirm({ id: motivo.id, descricao: motivo.descricao });
          },
        },
      ]}
    >
      <DropdownField
        control={control}
        name="motivo"
        label="Motivo do reagendamento"
        required
        options={motivos.data ?? []}
        optionLabel={(m) => m.descricao}
        optionValue={(m) => m.id}
      />
    </AppDialog>
  );
}
