import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { LoadingState } from '@/components/data/loading-state';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DropdownField } from '@/components/form/dropdown-field';
import { errorMessage } from '@/lib/http/api-error';
import { useBaixarRelatorio } from '../api/baixar-relatorio';
import { useRelatorios, type Relatorio } from '../api/get-relatorios';
import { relatorioEscolhido } from '../model/escolha';
import '../relatorios.css';

export const PROCESSANDO = 'Estamos processando o relatório para download. Por favor, aguarde.';
export const FALHA_DOWNLOAD = 'Não foi possível baixar o relatório. Tente novamente.';

function Escolha({ relatorios }: { relatorios: readonly Relatorio[] }) {
  const toast = useToast();
  const { control, getValues } = useForm<{ link: string | null }>({ defaultValues: { link: null } });
  const baixar = useBaixarRelatorio();
  const iniciar = () => {
    const escolha = relatorioEscolhido(relatorios, getValues('link'));
    if (!escolha.ok) {
      toast.warn(escolha.erro, { summary: 'Atenção!', life: TOAST_MS.default });
      return;
    }
    const { relatorio } = escolha;
    // §8 'Technical area and dashboard': the progress message for 15 s, the outcome for 5 s.
    // Only its own progress message goes when the download ends: other screens' toasts stay.
    const progresso = toast.info(PROCESSANDO, { life: TOAST_MS.reportLong });
    baixar.mutate(relatorio, {
      onSuccess: (nome) => {
        progresso.remove();
        toast.success(`Relatório baixado: ${nome}`, { life: TOAST_MS.reportShort });
      },
      onError: () => {
        progresso.remove();
        toast.error(FALHA_DOWNLOAD, { life: TOAST_MS.reportShort });
      },
    });
  };
  return (
    <>
      <form
        className="relatorios"
        aria-label="Baixar relatório"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          iniciar();
        }}
      >
        <div className="relatorios__campo">
          <DropdownField
            control={control}
            name="link"
            label="Relatório"
            options={relatorios}
            optionLabel={(r) => r.descricao}
            optionValue={(r) => r.link}
            placeholder="Selecione"
          />
        </div>
        <Button type="submit" label="Baixar relatório" icon="pi pi-download" loading={baixar.isPending} />
      </form>
      {/* Outside the form: the retry button would also submit it. */}
      {baixar.isError ? (
        <ErrorState message={`${FALHA_DOWNLOAD} (${errorMessage(baixar.error)})`} onRetry={iniciar} />
      ) : null}
    </>
  );
}

/** /admin/relatorioDemandaCirurgica (wizards-and-management.md §2 'Reports'): pick a report and download it. */
export function RelatoriosPage() {
  const relatorios = useRelatorios();
  let corpo;
  if (relatorios.isPending) corpo = <LoadingState />;
  else if (relatorios.isError)
    corpo = <ErrorState message={errorMessage(relatorios.error)} onRetry={() => void relatorios.refetch()} />;
  else if (!relatorios.data.rows.length) corpo = <EmptyState message="Sem relatórios" />;
  else corpo = <Escolha relatorios={relatorios.data.rows} />;
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Relatórios</h1>
      </div>
      {corpo}
    </section>
  );
}
