import { getUserAreaCookie, setUserAreaCookie, useAppDispatch } from '@veso/shop-core';
import { Button } from '@veso/ui-kit';
import { useId } from 'react';
import { updateAccountInfo } from '../shared/account-calls';
import { AREAS } from './areas';
import type { AreaValue } from './areas';

export type AreaPickerProps = {
  /** Called once the area is saved. */
  onPicked: (area: AreaValue) => void;
};

/**
 * Spec §4 login flow step 6: pick an area. It is saved in the `userArea` cookie (7 days)
 * and on the account (`PUT /update_account_info`), so the store's user info carries it.
 */
export function AreaPicker({ onPicked }: AreaPickerProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const current = getUserAreaCookie();

  function pick(area: AreaValue) {
    setUserAreaCookie(area);
    void dispatch(updateAccountInfo({ area }));
    onPicked(area);
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Chọn khu vực của bạn</h2>
      <ul>
        {AREAS.map((area) => (
          <li key={area.value}>
            <Button
              variant={current === area.value ? 'primary' : 'secondary'}
              fullWidth
              aria-pressed={current === area.value}
              onClick={() => pick(area.value)}
            >
              {area.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
