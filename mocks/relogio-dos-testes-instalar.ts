// Imported first by a suite's process: its clock runs the days its runner computed back (mocks/relogio-dos-testes.ts).
import { atrasarRelogio, VARIAVEL_DIAS } from './relogio-dos-testes';

atrasarRelogio(Number(process.env[VARIAVEL_DIAS] ?? 0));
