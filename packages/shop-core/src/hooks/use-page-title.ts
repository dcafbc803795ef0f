import { useContext, useEffect } from 'react';
import { pageTitleChanged, pageTitleCleared } from '../state/app-slice';
import { ServerRenderContext } from '../ssr/server-render-context';
import { useAppDispatch } from './store-hooks';

const SITE_NAME = 'VeSo';

/** The document title of a page title: 'Giỏ hàng | VeSo', or 'VeSo' alone. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the header title and the document title while the calling screen is shown; when it
 * goes (another page, an error) both go with it, so the next page never shows a stale title.
 */
export function usePageTitle(title: string, icon?: string | null): void {
  const dispatch = useAppDispatch();
  // On the server (where no effect runs) the title goes into the page's HTML.
  useContext(ServerRenderContext)?.title(title);
  useEffect(() => {
    dispatch(pageTitleChanged({ title, icon: icon ?? null }));
    document.title = documentTitle(title);
    return () => {
      dispatch(pageTitleCleared({ title }));
      if (document.title === documentTitle(title)) document.title = documentTitle('');
    };
  }, [dispatch, title, icon]);
}
