import { describe, expect, it } from 'vitest';
import { hiddenColumnKeys, readHiddenColumns, toggleHidden } from '@/components/table/column-visibility';

const columns = [
  { key: 'paciente' },
  { key: 'prioridade', optional: 'shown' as const },
  { key: 'carater', optional: 'hidden' as const },
];

describe('column visibility', () => {
  it('hides the columns marked hidden until the user chooses', () => {
    expect([...hiddenColumnKeys(columns, null)]).toEqual(['carater']);
  });

  it("follows the user's choice, ignoring columns that cannot be hidden or no longer exist", () => {
    expect([...hiddenColumnKeys(columns, ['prioridade', 'paciente', 'removida'])]).toEqual(['prioridade']);
    expect([...hiddenColumnKeys(columns, [])]).toEqual([]);
  });

  it('toggles one column', () => {
    expect(toggleHidden(new Set(['carater']), 'carater')).toEqual([]);
    expect(toggleHidden(new Set(['carater']), 'prioridade')).toEqual(['carater', 'prioridade']);
  });

  it('reads a stored choice only when it is a list of keys', () => {
    expect(readHiddenColumns(['carater'])).toEqual(['carater']);
    expect(readHiddenColumns('carater')).toBeNull();
    expect(readHiddenColumns(null)).toBeNull();
  });
});
