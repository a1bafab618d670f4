import { paths } from '@/config/paths';
import { DEMANDA_SALVA } from '../model/messages';
import { ESCRITAS_DA_CORRECAO } from '../model/demanda-submission';
import { NOVA_DEMANDA } from './nova-demanda';
import type { RunSpec } from './run-spec';

/**
 * The gerente's correction of a saved demand, in the Demandas page instead of its table, opened at Resumo: 'Salvar
 * demanda', and 'Voltar para Demandas' instead of a cancel button.
 */
export const CORRECAO_DEMANDA: RunSpec = {
  ...NOVA_DEMANDA,
  id: 'correcaoDemanda',
  titulo: (codigo) => `Demanda Cirurgica nº ${codigo ?? '...'}`,
  start: 'resumo',
  exitPath: paths.demandas,
  cancelLabel: null,
  submission: {
    ...NOVA_DEMANDA.submission,
    botao: { label: 'Salvar demanda', icon: 'pi pi-save' },
    // The notice is addressed to the requester, not to the gerente.
    aviso: false,
    escritas: ESCRITAS_DA_CORRECAO,
    // Back to the Demandas table the wizard replaced.
    concluido: { path: null, mensagem: () => DEMANDA_SALVA },
  },
};
