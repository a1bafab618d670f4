import { demandaKeys } from '@/api/demandas/keys';
import { paths } from '@/config/paths';
import { checkFinalDemanda } from '../model/demanda-checks';
import { ESCRITAS_DA_DEMANDA, FALHAS_DEMANDA } from '../model/demanda-submission';
import { DEMANDA_STEPS } from '../steps/wizard-steps';
import { MSG } from '../model/messages';
import type { RunSpec } from './run-spec';

/** /admin/wizardDemanda: a new demand (§2 'Demand wizard'); the run creates the blank demand it fills. */
export const NOVA_DEMANDA: RunSpec = {
  id: 'novaDemanda',
  titulo: () => 'Demanda Cirurgica',
  steps: DEMANDA_STEPS,
  start: 'paciente',
  exitPath: paths.minhasDemandas,
  cancelLabel: 'Cancelar demanda',
  cancelPergunta: MSG.cancelarPergunta,
  submission: {
    botao: { label: 'Enviar', icon: 'pi pi-send' },
    verificacao: checkFinalDemanda,
    aviso: true,
    escritas: ESCRITAS_DA_DEMANDA,
    falhas: { semRegistro: FALHAS_DEMANDA.confirmar, com: FALHAS_DEMANDA.confirmarCom },
    listas: demandaKeys.all,
    // Minhas Demandas shows the demand saved.
    concluido: { path: paths.minhasDemandas, mensagem: null },
  },
  recomeco: 'formulario',
  // A demand is not turned into another demand.
  demandasDoPaciente: false,
};
