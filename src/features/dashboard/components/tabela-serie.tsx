import { formatarNumero } from '../model/numeros';
import type { Serie } from '../model/series';

interface Props {
  titulo: string;
  coluna: string;
  serie: Serie;
}

/** A chart's data as a table: the full labels and every series' numbers (what a screen reader and a manager read). */
export function TabelaSerie({ titulo, coluna, serie }: Props) {
  return (
    <div className="grafico__tabela">
      <table className="tabela-serie">
        <caption className="sr-only">{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{coluna}</th>
            {serie.conjuntos.map((c) => (
              <th key={c.nome} scope="col">
                {c.nome}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {serie.completos.map((rotulo, i) => (
            <tr key={rotulo}>
              <th scope="row">{rotulo}</th>
              {serie.conjuntos.map((c) => (
                <td key={c.nome}>{formatarNumero(c.valores[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
