import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export { subscriptionOf } from './subscription-fixture';

/** Presses `numbers` on the number grid named `grid`. */
export async function pickNumbers(user: UserEvent, grid: string, numbers: readonly number[]) {
  const group = screen.getByRole('group', { name: grid });
  for (const n of numbers) {
    await user.click(
      within(group).getByRole('button', { name: new RegExp(`^${String(n).padStart(2, '0')}`) }),
    );
  }
}
