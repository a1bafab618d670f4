import { z } from 'zod';
import { maximo, obrigatorio } from './campos';

/** The patient step's text fields: label, max length, required (requester-side.md §5 'AIH patient step'). */
export const AIH_PACIENTE_CAMPOS = {
  numeroProntuario: ['Prontuário', 9, true],
  nome: ['Nome', 200, true],
  cns: ['CNS', 15, true],
  raca: ['Raça', 15, true],
  etnia: ['Etnia', 15, false],
  nomeMae: ['Nome da mãe', 200, true],
  telefoneMae: ['Telefone da mãe', 11, false],
  nomeResponsavel: ['Nome do responsável', 200, false],
  telefoneResponsavel: ['Telefone do responsável', 11, false],
  endereco: ['Endereço', 50, true],
  municipioResidencia: ['Município de residência', 50, true],
  codigoMunicipioIBGE: ['Código IBGE do município', 9, true],
  uf: ['UF', 2, true],
  cep: ['CEP', 9, true],
} as const satisfies Record<string, readonly [string, number, boolean]>;

export type AihPacienteCampo = keyof typeof AIH_PACIENTE_CAMPOS;

const t = (name: AihPacienteCampo) => {
  const [campo, max, required] = AIH_PACIENTE_CAMPOS[name];
  const base = z.string().trim().max(max, maximo(campo, max));
  return required ? base.min(1, obrigatorio(campo)) : base;
};

export const aihPacienteShape = {
  numeroProntuario: t('numeroProntuario'),
  nome: t('nome'),
  cns: t('cns'),
  dataNascimento: z.string().min(1, obrigatorio('Data de nascimento')),
  sexo: z
    .enum(['M', 'F'])
    .nullable()
    .refine((v) => v !== null, obrigatorio('Sexo')),
  raca: t('raca'),
  etnia: t('etnia'),
  nomeMae: t('nomeMae'),
  telefoneMae: t('telefoneMae'),
  nomeResponsavel: t('nomeResponsavel'),
  telefoneResponsavel: t('telefoneResponsavel'),
  endereco: t('endereco'),
  municipioResidencia: t('municipioResidencia'),
  codigoMunicipioIBGE: t('codigoMunicipioIBGE'),
  uf: t('uf'),
  cep: t('cep'),
};

/** AIH text is upper-cased as it is typed. */
export const maiusculas = (text: string) => text.toUpperCase();
