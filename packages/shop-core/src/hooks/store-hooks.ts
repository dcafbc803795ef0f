import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../state/root-reducer';

/** `useDispatch` typed with the shop's thunks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the shop's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
