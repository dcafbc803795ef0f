import { describe, expect, it } from 'vitest';
import { dismissToast, selectToasts, showToast, toastsSlice } from './toasts-slice';

function reduce(actions: ReturnType<typeof showToast | typeof dismissToast>[]) {
  return actions.reduce(toastsSlice.reducer, toastsSlice.getInitialState());
}

describe('toastsSlice', () => {
  it('puts the newest first with the 5000 ms default', () => {
    const state = reduce([
      showToast({ message: 'một' }),
      showToast({ message: 'hai', durationMs: 2000 }),
    ]);
    expect(state.map((t) => t.message)).toEqual(['hai', 'một']);
    expect(state.map((t) => t.durationMs)).toEqual([2000, 5000]);
    expect(new Set(state.map((t) => t.id)).size).toBe(2);
  });

  it('keeps at most 5 and drops the oldest', () => {
    const state = reduce(
      ['1', '2', '3', '4', '5', '6', '7'].map((message) => showToast({ message })),
    );
    expect(state.map((t) => t.message)).toEqual(['7', '6', '5', '4', '3']);
  });

  it('dismisses one toast by id', () => {
    const state = reduce([showToast({ message: 'a' }), showToast({ message: 'b' })]);
    const next = toastsSlice.reducer(state, dismissToast(state[0]!.id));
    expect(selectToasts({ toasts: next }).map((t) => t.message)).toEqual(['a']);
  });
});
