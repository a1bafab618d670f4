import type { ListRow } from '../model/list-rows';
import { ROTULOS_TAREFA, TAREFAS, type Tarefa, type TarefaId } from '../model/a-fazer';
import './a-fazer.css';

/** A row's tasks (model/a-fazer): each chip does what it names; an unknown one is grey and dashed, and does nothing. */
export function TarefasDoPedido({
  row,
  tarefas,
  onTarefa,
}: {
  row: ListRow;
  tarefas: readonly Tarefa[];
  onTarefa: (tarefa: TarefaId, row: ListRow) => void;
}) {
  if (!tarefas.length) return null;
  return (
    <ul className="a-fazer" aria-label={`A fazer (pedido ${row.codigo})`}>
      {tarefas.map((t) => (
        <li key={t.id}>
          {t.desconhecida ? (
            <span
              className="a-fazer__chip a-fazer__chip--desconhecida"
              title="Não foi possível ler este dado do pedido."
            >
              {t.rotulo}
            </span>
          ) : (
            <button type="button" className="a-fazer__chip" onClick={() => onTarefa(t.id, row)}>
              {t.rotulo}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'N a fazer' and one counter per task above the list: each filters the list by it, pressed again shows all. */
export function ContadoresAFazer({
  contagem,
  filtro,
  onFiltro,
}: {
  contagem: ReadonlyMap<TarefaId | 'todas', number>;
  filtro: TarefaId | 'todas' | null;
  onFiltro: (filtro: TarefaId | 'todas' | null) => void;
}) {
  const total = contagem.get('todas') ?? 0;
  if (!total) return null;
  const botao = (id: TarefaId | 'todas', texto: string) => (
    <button
      key={id}
      type="button"
      className="a-fazer__contador"
      aria-pressed={filtro === id}
      onClick={() => onFiltro(filtro === id ? null : id)}
    >
      {texto}
    </button>
  );
  return (
    <div className="a-fazer__contadores" role="group" aria-label="A fazer">
      {botao('todas', `${total} a fazer`)}
      {TAREFAS.flatMap((id) => {
        const n = contagem.get(id) ?? 0;
        return n ? [botao(id, `${ROTULOS_TAREFA[id]} · ${n}`)] : [];
      })}
    </div>
  );
}
