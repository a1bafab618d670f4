import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type ChangeEvent } from 'react';
import { useDocumentos, useExcluirDocumento, useUploadDocumento } from '@/api/documentos/documentos';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from '@/components/dialogs/dialog-widths';
import { useToast } from '@/components/feedback/toast-context';
import { orNaoInformado } from '@/components/data/nao-informado';
import { DataTableShell } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import { useWriteOnce } from '../hooks/use-write-once';
import { ARQUIVO_EXCEDEU, splitBySize } from '../model/upload';

/** Documentos: multiple upload (files over 5,000,000 bytes refused), list, delete. */
export function DocumentosDialog({ pedidoId, codigo, onClose }: { pedidoId: number; codigo: string; onClose: () => void }) {
  const query = useDocumentos(pedidoId);
  const upload = useUploadDocumento(pedidoId);
  const excluir = useExcluirDocumento(pedidoId);
  const toast = useToast();
  const [atencao, setAtencao] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const once = useWriteOnce();
  const remover = (id: number) =>
    once(`excluir-${id}`, async () => {
      try {
        await excluir.mutateAsync(id);
        return true;
      } catch (error) {
        toast.warn(errorMessage(error));
        return false;
      }
    });

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { aceitos, recusados } = splitBySize(files);
    if (recusados.length) setAtencao(ARQUIVO_EXCEDEU);
    setEnviando(true);
    for (const file of aceitos) {
      try {
        await upload.mutateAsync(file);
        toast.success(`Documento ${file.name} enviado.`);
      } catch (error) {
        // One failed file does not stop the others.
        toast.warn(`Falha ao enviar ${file.name}: ${errorMessage(error)}`);
      }
    }
    setEnviando(false);
  };

  return (
    <Dialog header={`Documentos do pedido nº ${codigo}`} visible onHide={onClose} style={{ width: DIALOG_WIDTH.standard }} breakpoints={DIALOG_BREAKPOINTS}>
      <div className="upload">
        <input id="documentos-arquivos" type="file" multiple className="sr-only" onChange={(e) => void onFiles(e)} disabled={enviando} />
        <label htmlFor="documentos-arquivos" className="p-button p-component">
          <span className="p-button-icon p-button-icon-left pi pi-upload" aria-hidden="true" />
          <span className="p-button-label">{enviando ? 'Enviando...' : 'Anexar documentos'}</span>
        </label>
        <small className="field__help">Tamanho máximo por arquivo: 5MB.</small>
      </div>
      <DataTableShell
        caption="Documentos anexados"
        rows={query.data?.rows}
        omitted={query.data?.omitted}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Sem documentos"
        columns={[
          { key: 'arquivo', header: 'Arquivo', body: (d) => orNaoInformado(d.arquivo) },
          {
            key: 'acoes',
            header: 'Ações',
            body: (d) => (
              <Button
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={`Excluir ${d.arquivo ?? 'documento'}`}
                disabled={excluir.isPending}
                onClick={() => void remover(d.id)}
              />
            ),
          },
        ]}
      />
      <AttentionDialog message={atencao} onClose={() => setAtencao(null)} />
    </Dialog>
  );
}
