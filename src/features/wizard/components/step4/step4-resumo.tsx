/** Step 4: Resumo do pedido (cards). Stub: filled in by the step-4 work. */
export function Step4Resumo() {
  return (
    <p className="card" role="status">
      A etapa Resumo ainda não está disponível nesta versão.
    </p>
  );
}
