import { act } from '@testing-library/react';
import type { EventSourceLike } from './keno-live-page';

/** A stand-in for the browser's EventSource (jsdom has none): the test pushes the server's events. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    act(() => void this.onopen?.(new Event('open')));
  }
  emit(type: string, data: unknown, id = '') {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) {
        listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
      }
    });
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    act(() => void this.onerror?.(new Event('error')));
  }
}
