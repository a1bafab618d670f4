import { createIdleTimer, type IdlePhase } from '@/app/session-lock/idle-timer';
import { parseIdleMinutes } from '@/app/session-lock/idle-minutes';
import { IDLE_MINUTES_DEFAULT } from '@/config/parse-env';

const MIN = 60_000;

function setup() {
  const phases: IdlePhase[] = [];
  const timer = createIdleTimer({ idleMs: 15 * MIN, warningMs: MIN, onPhase: (p) => phases.push(p) });
  return { timer, phases };
}

describe('the idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns after the idle time and locks 60 s later', () => {
    const { timer, phases } = setup();
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(timer.phase()).toBe('active');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['warning']);
    expect(timer.lockAt() - Date.now()).toBe(MIN);
    vi.advanceTimersByTime(MIN);
    expect(phases).toEqual(['warning', 'locked']);
  });

  it('starts the wait again with each input', () => {
    const { timer, phases } = setup();
    vi.advanceTimersByTime(14 * MIN);
    timer.activity();
    vi.advanceTimersByTime(14 * MIN);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(MIN);
    expect(phases).toEqual(['warning']);
  });

  it('keeps the warning on a passing input; Continuar trabalhando ends it', () => {
    const { timer, phases } = setup();
    vi.advanceTimersByTime(15 * MIN + 10_000);
    timer.activity();
    expect(timer.phase()).toBe('warning');
    timer.extend();
    expect(phases).toEqual(['warning', 'active']);
    vi.advanceTimersByTime(15 * MIN + MIN - 1);
    expect(timer.phase()).toBe('warning');
  });

  it("another tab's input keeps this one alive and ends its warning", () => {
    const { timer, phases } = setup();
    vi.advanceTimersByTime(10 * MIN);
    timer.extend();
    vi.advanceTimersByTime(10 * MIN);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(5 * MIN + 30_000);
    expect(timer.phase()).toBe('warning');
    timer.extend();
    expect(timer.phase()).toBe('active');
  });

  it('locks at once when another tab locked, and only an unlock brings it back', () => {
    const { timer, phases } = setup();
    timer.lock();
    timer.extend();
    timer.activity();
    expect(timer.phase()).toBe('locked');
    timer.unlock();
    expect(phases).toEqual(['locked', 'active']);
    vi.advanceTimersByTime(15 * MIN);
    expect(timer.phase()).toBe('warning');
  });

  it('locks without a warning when its timer fired too late (a tab in the background)', () => {
    const { timer, phases } = setup();
    vi.setSystemTime(Date.now() + 20 * MIN);
    timer.check();
    expect(phases).toEqual(['locked']);
  });
});

describe('the idle minutes setting', () => {
  it.each([
    ['1', 1],
    ['0.5', 0.5],
    [' 20 ', 20],
    ['', IDLE_MINUTES_DEFAULT],
    ['0', IDLE_MINUTES_DEFAULT],
    ['-3', IDLE_MINUTES_DEFAULT],
    ['quinze', IDLE_MINUTES_DEFAULT],
    [undefined, IDLE_MINUTES_DEFAULT],
  ])('reads %j as %d minutes', (value, minutes) => {
    expect(parseIdleMinutes(value)).toBe(minutes);
  });
});
