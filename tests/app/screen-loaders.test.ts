import { describe, expectTypeOf, it } from 'vitest';
import type { LazyComponent, SCREEN_LOADERS } from '@/app/routes/screen-loaders';
import type { ScreenPath } from '@/config/access';
import { paths } from '@/config/paths';

// Type-level: `npm run typecheck` fails this file when a screen's route may go without its loader.
type Loaders = typeof SCREEN_LOADERS;

describe("the screens' loaders", () => {
  it('are keyed by the routes of the admin layout, every menu entry and wizard among them', () => {
    expectTypeOf<keyof Loaders>().toEqualTypeOf<ScreenPath>();
    expectTypeOf<typeof paths.relatorioDemandaCirurgica>().toExtend<keyof Loaders>();
    expectTypeOf<typeof paths.wizardGerente>().toExtend<keyof Loaders>();
    const carregar: LazyComponent = () => Promise.resolve({ Component: () => null });
    // @ts-expect-error a record that leaves out a screen's loader does not compile
    const incompleto: Loaders = { [paths.dashboard]: carregar };
    expectTypeOf(incompleto).not.toBeAny();
  });
});
