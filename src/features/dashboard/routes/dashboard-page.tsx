import { useRequiredProfissional } from '@/api/session/session-store';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { GRAFICOS } from '../api/graficos';
import { DashboardControles } from '../components/dashboard-controles';
import { GraficoCard } from '../components/grafico-card';
import { ResumoCards } from '../components/resumo-cards';
import { useFiltrosDashboard } from '../hooks/use-filtros-dashboard';
import { filtrosIniciais } from '../model/filtros';
import '../dashboard.css';

/** /admin/dashboard (wizards-and-management.md §2 'Dashboard'): the controls, the summary cards and the nine charts. */
export function DashboardPage() {
  const profissional = useRequiredProfissional();
  const { controles, aplicados, mudar, mudarData, sairData } = useFiltrosDashboard(
    filtrosIniciais(saoPauloIsoDay(), profissional.centrosCirurgicos),
  );
  return (
    <section className="page dashboard" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Dashboard</h1>
      </div>
      <DashboardControles
        centros={profissional.centrosCirurgicos}
        valor={controles}
        onMudar={mudar}
        onMudarData={mudarData}
        onSairData={sairData}
      />
      <ResumoCards filtros={aplicados} />
      <div className="dashboard__graficos">
        {GRAFICOS.map((g) => (
          <GraficoCard key={g.id} def={g} filtros={aplicados} />
        ))}
      </div>
    </section>
  );
}
