import { describe, expect, it } from 'vitest';

// Each project asserts its own zone, so a config change that stops reaching the workers fails here.
describe("the test process's time zone", () => {
  it('is São Paulo (UTC−3 in January 2026) in the main project', ({ task, skip }) => {
    if (task.file.projectName !== 'sao-paulo') skip();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Sao_Paulo');
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(180);
  });

  it("is Tokyo (UTC+9) in the date module's other-zone project", ({ task, skip }) => {
    if (task.file.projectName !== 'dates-in-tokyo') skip();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(-540);
  });
});
