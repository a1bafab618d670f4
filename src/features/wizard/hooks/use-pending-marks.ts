import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardForm } from '../model/form';
import { fieldMarks, type Pending, type PendingField } from '../model/pending';
import type { StepRule } from '../model/steps';

/**
 * Marks a step's pending fields (each with its message under it, via setError) and focuses the topmost one; a marked
 * field loses its mark as soon as it is no longer pending.
 */
export function usePendingMarks(form: UseFormReturn<WizardForm>, pendingOf: (step: StepRule) => Pending[]) {
  const marked = useRef<{ step: StepRule; fields: Set<PendingField> } | null>(null);

  const mark = useCallback(
    (step: StepRule) => {
      const { marks, first } = fieldMarks(pendingOf(step));
      for (const [field, message] of marks) form.setError(field, { type: 'pending', message });
      marked.current = { step, fields: new Set(marks.keys()) };
      if (first) form.setFocus(first);
    },
    [form, pendingOf],
  );

  useEffect(() => {
    const subscription = form.watch(() => {
      const current = marked.current;
      if (!current || current.fields.size === 0) return;
      const { marks } = fieldMarks(pendingOf(current.step));
      for (const field of [...current.fields]) {
        const message = marks.get(field);
        if (message === undefined) {
          form.clearErrors(field);
          current.fields.delete(field);
        } else if (form.getFieldState(field).error?.message !== message) {
          // Still pending for another reason (a duration now out of bounds): the message follows.
          form.setError(field, { type: 'pending', message });
        }
      }
    });
    return () => subscription.unsubscribe();
  }, [form, pendingOf]);

  return mark;
}
