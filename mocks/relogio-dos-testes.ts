// The suites' calendar (docs/decisions/021-relogio-dos-testes.md). The seeded data and the tests' expected dates were
// written for São Paulo's day DIA_DOS_TESTES; on any other day, requests leave the screens' default periods ('today'
// to 'today + 30') and the suites would fail for the date alone. So every process of a suite (the Vitest workers, the
// mock server of the journeys, the journeys' browser pages and their own process) runs its clock the same whole
// number of days back, to that day, keeping the time of day. Only the suites: `npm run dev` and the bench keep the
// real clock.

/** The São Paulo day the seed and the tests' dates were written for. */
export const DIA_DOS_TESTES = '2026-11-24';

const DIA_MS = 86_400_000;
/** São Paulo keeps UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_MS = -3 * 3_600_000;

/** Whole days from DIA_DOS_TESTES to São Paulo's date at `agora`: how far back the suites' clocks run. */
export function diasDesdeODiaDosTestes(agora: number): number {
  const hoje = new Date(agora + SAO_PAULO_MS).toISOString().slice(0, 10);
  return Math.round((Date.parse(hoje) - Date.parse(DIA_DOS_TESTES)) / DIA_MS);
}

/** The environment variable that hands the number of days from a suite's runner to its processes. */
export const VARIAVEL_DIAS = 'RELOGIO_DOS_TESTES_DIAS';

/**
 * Runs this JavaScript realm's `Date` `dias` whole days back (no arguments and `Date.now()`; a date built from a
 * value is that value). The browser gets the same function as an init script, so it uses nothing from outside.
 */
export function atrasarRelogio(dias: number): void {
  const marca = '__relogioDosTestes';
  if (!dias || Reflect.get(globalThis, marca)) return;
  Reflect.set(globalThis, marca, true);
  const Real = globalThis.Date;
  const atraso = dias * 86_400_000;
  // A function rather than a subclass: `Date()` called without `new` keeps working (it gives the real time's text).
  function Atrasada(...args: unknown[]): Date | string {
    if (!new.target) return Real();
    return args.length === 0 ? new Real(Real.now() - atraso) : Reflect.construct(Real, args);
  }
  Object.setPrototypeOf(Atrasada, Real);
  Atrasada.prototype = Real.prototype;
  Atrasada.now = () => Real.now() - atraso;
  Reflect.set(globalThis, 'Date', Atrasada);
}
