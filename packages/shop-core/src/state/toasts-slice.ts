import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DEFAULT_MS, TOAST_MAX } from '@veso/ui-kit';
import type { ToastTone } from '@veso/ui-kit';

export type Toast = { id: string; message: string; tone?: ToastTone; durationMs: number };
export type ToastInput = { message: string; tone?: ToastTone; durationMs?: number };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    /** Newest first; beyond TOAST_MAX (5) the oldest is dropped (spec §4). */
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.unshift(action.payload);
        state.splice(TOAST_MAX);
      },
      prepare(input: ToastInput) {
        const toast: Toast = {
          id: nanoid(),
          message: input.message,
          durationMs: input.durationMs ?? TOAST_DEFAULT_MS,
        };
        if (input.tone) toast.tone = input.tone;
        return { payload: toast };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
