/** One card of a summary: a title and its labelled values. */
export interface ResumoSection {
  titulo: string;
  campos: { rotulo: string; valor: string }[];
}

/** A summary card: its title and its labelled values, as a region named by the title. */
export function ResumoCard({ section }: { section: ResumoSection }) {
  return (
    <section className="resumo__card" aria-label={section.titulo}>
      <h3>{section.titulo}</h3>
      <dl>
        {section.campos.map((c) => (
          <div key={c.rotulo} className="resumo__campo">
            <dt>{c.rotulo}</dt>
            <dd>{c.valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
