import { dismissToast, selectToasts, useAppDispatch, useAppSelector } from '@veso/shop-core';
import { ToastViewport } from '@veso/ui-kit';
import { useCallback } from 'react';

/** The toast viewport fed by `toastsSlice` (the api-client's notify sink). */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  return <ToastViewport toasts={toasts} onDismiss={onDismiss} />;
}
