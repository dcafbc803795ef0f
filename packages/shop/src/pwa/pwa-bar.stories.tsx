import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_FROM_CACHE } from './protocol';
import { PwaBar } from './pwa-bar';
import { createPwaStatus } from './pwa-status';

// A fixed clock: the saved copy is from 20:15 Vietnam time, the same day.
const SAVED = Date.UTC(2026, 10, 27, 13, 15);
const NOW = () => Date.UTC(2026, 10, 27, 14, 0);

function status({
  online,
  saved,
  updateReady,
}: {
  online: boolean;
  saved?: number;
  updateReady?: boolean;
}) {
  const store = createPwaStatus(online);
  if (saved !== undefined) store.onWorkerMessage({ type: API_FROM_CACHE, savedAt: saved });
  if (updateReady) store.setUpdateReady(true);
  return store;
}

const meta = {
  title: 'shop/Installed app bar',
  component: PwaBar,
  args: { status: status({ online: true }), onUpdate: () => {}, now: NOW },
} satisfies Meta<typeof PwaBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online with fresh data: the bar is empty (its live region stays for announcements). */
export const Online: Story = {};

/** Offline, nothing saved on screen yet. */
export const Offline: Story = { args: { status: status({ online: false }) } };

/** Offline with the saved copy of the results or tickets: the mark tells its time. */
export const OfflineWithSavedCopy: Story = {
  args: { status: status({ online: false, saved: SAVED }) },
};

/** A new release is installed and waits for "Cập nhật". */
export const UpdateReady: Story = { args: { status: status({ online: true, updateReady: true }) } };

/** Both at once: offline with a saved copy, and a release waiting. */
export const OfflineAndUpdateReady: Story = {
  args: { status: status({ online: false, saved: SAVED, updateReady: true }) },
};
