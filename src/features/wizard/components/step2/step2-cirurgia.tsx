/** Step 2: Cirurgia (room calendar or free date, date checks, admission). Stub: filled in by the step-2 work. */
export function Step2Cirurgia() {
  return (
    <p className="card" role="status">
      A etapa Cirurgia ainda não está disponível nesta versão.
    </p>
  );
}
