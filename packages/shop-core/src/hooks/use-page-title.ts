import { useEffect } from 'react';
import { pageTitleChanged } from '../state/app-slice';
import { useAppDispatch } from './store-hooks';

const SITE_NAME = 'VeSo';

/** Sets the header title and the document title while the calling screen is shown. */
export function usePageTitle(title: string, icon?: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(pageTitleChanged({ title, icon: icon ?? null }));
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [dispatch, title, icon]);
}
