/**
 * /admin/mapaleito: the specification gives only the route and its full-width layout (wizards-and-management.md §2,
 * the routes table; spec README decision 10), so the page says plainly that the bed map is not in this version.
 */
export function MapaLeitoPage() {
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Mapa de Leitos</h1>
      <p>O mapa de leitos não faz parte desta versão do OPERA (01.29.00).</p>
      <p>Para consultar a ocupação dos leitos, use o sistema de internação do hospital.</p>
    </section>
  );
}
