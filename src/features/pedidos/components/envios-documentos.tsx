import { Button } from 'primereact/button';
import { podeCancelar, situacaoDoEnvio, type EstadoEnvio } from '../model/upload';

/** One chosen file in the Documentos dialog: its name, where its upload stands, and its cancel. */
export interface Envio {
  chave: string;
  nome: string;
  estado: EstadoEnvio;
}

/** The files of this dialog's uploads, each with its progress bar and, while it may still be stopped, Cancelar. */
export function EnviosDocumentos({
  envios,
  onCancelar,
}: {
  envios: readonly Envio[];
  onCancelar: (chave: string) => void;
}) {
  if (!envios.length) return null;
  return (
    <ul className="envios" aria-label="Envios de documentos">
      {envios.map(({ chave, nome, estado }) => (
        <li key={chave} className="envios__item">
          <span className="envios__nome">{nome}</span>
          {podeCancelar(estado) ? (
            <progress
              aria-label={`Progresso do envio de ${nome}`}
              max={1}
              value={estado.tipo === 'enviando' ? estado.enviado : 0}
            />
          ) : null}
          <span className="envios__situacao">{situacaoDoEnvio(estado)}</span>
          {podeCancelar(estado) ? (
            <Button
              type="button"
              label="Cancelar"
              icon="pi pi-times"
              text
              size="small"
              aria-label={`Cancelar envio de ${nome}`}
              onClick={() => onCancelar(chave)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
