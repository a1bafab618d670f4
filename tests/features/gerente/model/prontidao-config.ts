import type { ProntidaoConfig } from '@/features/gerente/model/prontidao-pendencias';

/** The seed's configuration as the Prontidão rules read it (mocks/db/seed-catalogues.ts). */
export const CONFIG_PRONTIDAO: ProntidaoConfig = {
  statusInicial: 1,
  statusRevisaoTecnica: 3,
  parecerPendente: 3,
  parecerRejeicao: 2,
  areaTecnicaAnestesia: 1,
  modalidadeAmbulatorial: 2,
  recursoInternacao: 1,
  recursoAvaliacaoAnestesica: 2,
  codigosArea: new Map([
    [1, 'ANESTESIA'],
    [2, 'OPME'],
    [3, 'NIR'],
    [4, 'HEMOTERAPIA'],
  ]),
};
