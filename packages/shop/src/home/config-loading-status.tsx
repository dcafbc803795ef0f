import { VisuallyHidden } from '@veso/ui-kit';

/** Announced while the product states load; takes no room, so the cards never move. */
export const CONFIG_LOADING_LABEL = 'Đang tải trạng thái sản phẩm';

/** The loading state of the app config on the home page, for screen readers. */
export function ConfigLoadingStatus() {
  return (
    <VisuallyHidden role="status" aria-busy="true">
      {CONFIG_LOADING_LABEL}
    </VisuallyHidden>
  );
}
