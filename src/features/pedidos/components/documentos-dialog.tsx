import { Button } from 'primereact/button';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  documentoHref,
  useDocumentos,
  useExcluirDocumento,
  useUploadDocumento,
  type Documento,
} from '@/api/documentos/documentos';
import { formatTamanho } from '@/api/documentos/format-tamanho';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { ListaDialog } from '@/components/dialogs/lista-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { NAO_INFORMADO, orNaoInformado } from '@/components/data/nao-informado';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateTimeBR } from '@/lib/dates/format';
import { errorMessage } from '@/lib/http/api-error';
import { useWriteOnce } from '../hooks/use-write-once';
import { ARQUIVO_EXCEDEU, splitBySize, type EstadoEnvio } from '../model/upload';
import { EnviosDocumentos, type Envio } from './envios-documentos';
import '../pedidos.css';

const INFO_COLUMNS: readonly TableColumn<Documento>[] = [
  { key: 'arquivo', header: 'Arquivo', body: (d) => orNaoInformado(d.arquivo) },
  { key: 'dataInclusao', header: 'Data de inclusão', body: (d) => orNaoInformado(formatDateTimeBR(d.dataInclusao)) },
  { key: 'tamanho', header: 'Tamanho', body: (d) => (d.tamanho === null ? NAO_INFORMADO : formatTamanho(d.tamanho)) },
];

/** Opens the file in a new tab (the browser shows or downloads it, as its type asks). */
function AbrirDocumento({ documento }: { documento: Documento }) {
  const nome = documento.arquivo ?? 'documento';
  return (
    <a
      href={documentoHref(documento.id)}
      target="_blank"
      rel="noopener noreferrer"
      className="p-button p-button-text p-button-icon-only"
      title={`Abrir ${nome}`}
    >
      <span className="p-button-icon pi pi-external-link" aria-hidden="true" />
      <span className="sr-only">{`Abrir ${nome}`}</span>
    </a>
  );
}

/** Documentos: multiple upload (files over 5,000,000 bytes refused), list with date and size, open, delete. */
export function DocumentosDialog({
  pedidoId,
  codigo,
  onClose,
}: {
  pedidoId: number;
  codigo: string;
  onClose: () => void;
}) {
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

  // Each chosen file's upload: its row, and the cancel that stops it before or while it is sent.
  const [envios, setEnvios] = useState<Envio[]>([]);
  const cancelamentos = useRef(new Map<string, AbortController>());
  const contador = useRef(0);
  const mudar = (chave: string, estado: EstadoEnvio) =>
    setEnvios((atuais) => atuais.map((e) => (e.chave === chave ? { ...e, estado } : e)));
  const cancelar = (chave: string) => {
    cancelamentos.current.get(chave)?.abort();
    mudar(chave, { tipo: 'cancelado' });
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { aceitos, recusados } = splitBySize(files);
    if (recusados.length) setAtencao(ARQUIVO_EXCEDEU);
    const novos = aceitos.map((arquivo) => ({ arquivo, chave: `${(contador.current += 1)}` }));
    for (const { chave } of novos) cancelamentos.current.set(chave, new AbortController());
    setEnvios(novos.map(({ arquivo, chave }) => ({ chave, nome: arquivo.name, estado: { tipo: 'aguardando' } })));
    setEnviando(true);
    for (const { arquivo, chave } of novos) {
      const signal = cancelamentos.current.get(chave)?.signal;
      // A file cancelled while it waited is never sent.
      if (signal?.aborted) continue;
      mudar(chave, { tipo: 'enviando', enviado: 0 });
      try {
        const onProgresso = (enviado: number) => {
          if (!signal?.aborted) mudar(chave, { tipo: 'enviando', enviado });
        };
        await upload.mutateAsync({ arquivo, signal, onProgresso });
        mudar(chave, { tipo: 'enviado' });
        toast.success(`Documento ${arquivo.name} enviado.`);
      } catch (error) {
        // A cancelled file keeps its 'Envio cancelado'; one failed file does not stop the others.
        if (signal?.aborted) continue;
        mudar(chave, { tipo: 'falhou', mensagem: errorMessage(error) });
        toast.warn(`Falha ao enviar ${arquivo.name}: ${errorMessage(error)}`);
      } finally {
        cancelamentos.current.delete(chave);
      }
    }
    setEnviando(false);
  };

  return (
    <ListaDialog
      header={`Documentos do pedido nº ${codigo}`}
      onClose={onClose}
      query={query}
      tabela={{
        caption: 'Documentos anexados',
        emptyMessage: 'Sem documentos',
        columns: [
          ...INFO_COLUMNS,
          {
            key: 'acoes',
            header: 'Ações',
            body: (d) => (
              <>
                <AbrirDocumento documento={d} />
                <Button
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`Excluir ${d.arquivo ?? 'documento'}`}
                  disabled={excluir.isPending}
                  onClick={() => void remover(d.id)}
                />
              </>
            ),
          },
        ],
      }}
      depois={<AttentionDialog message={atencao} onClose={() => setAtencao(null)} />}
    >
      <div className="upload">
        <input
          id="documentos-arquivos"
          type="file"
          multiple
          className="sr-only"
          onChange={(e) => void onFiles(e)}
          disabled={enviando}
        />
        <label htmlFor="documentos-arquivos" className="p-button p-component">
          <span className="p-button-icon p-button-icon-left pi pi-upload" aria-hidden="true" />
          <span className="p-button-label">{enviando ? 'Enviando...' : 'Anexar documentos'}</span>
        </label>
        <small className="field__help">Tamanho máximo por arquivo: 5MB.</small>
      </div>
      <EnviosDocumentos envios={envios} onCancelar={cancelar} />
    </ListaDialog>
  );
}
