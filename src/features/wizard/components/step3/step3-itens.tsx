/** Step 3: Itens (six item groups with quantities). Stub: filled in by the step-3 work. */
export function Step3Itens() {
  return (
    <p className="card" role="status">
      A etapa Itens ainda não está disponível nesta versão.
    </p>
  );
}
