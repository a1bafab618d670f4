/** A screen whose issue has not landed yet: its route, guard and title exist. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">{title}</h1>
      <p>Esta tela estará disponível em breve.</p>
    </section>
  );
}
