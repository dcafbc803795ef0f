import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenDecorator } from '../test/story-kit';
import { KenoLivePage } from './keno-live-page';
import type { EventSourceLike } from './keno-live-page';

/** A simulated stream for the story: a draw, one number a second, the summary, a countdown. */
class SimulatedStream implements EventSourceLike {
  readyState = 1;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  private timer: ReturnType<typeof setInterval>;
  constructor() {
    const numbers = [3, 8, 11, 15, 19, 24, 28, 31, 35, 40, 42, 47, 52, 55, 60, 63, 68, 71, 76, 79];
    let step = 0;
    this.timer = setInterval(() => {
      if (step === 0)
        this.emit('draw', { drawCode: '0150002', openDate: '21/11/2026 08:10:00', drawAt: '' });
      else if (step <= 20)
        this.emit('number', { drawCode: '0150002', index: step, number: numbers[step - 1] });
      else if (step === 21)
        this.emit('summary', {
          drawCode: '0150002',
          numbers,
          summary: { big: 10, small: 10, even: 8, odd: 12 },
        });
      else
        this.emit('countdown', {
          nextDrawCode: '0150003',
          nextDrawAt: '',
          secondsLeft: Math.max(0, 600 - step),
        });
      step += 1;
    }, 1000);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    clearInterval(this.timer);
  }
  private emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const meta = { title: 'results/Keno live', component: KenoLivePage } satisfies Meta<
  typeof KenoLivePage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  args: { createEventSource: () => new SimulatedStream() },
  decorators: [screenDecorator('/ket-qua-truc-tuyen')],
};
