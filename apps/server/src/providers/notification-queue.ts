import type { Clock } from './clock';

/**
 * The notifications an emulated provider sends the shop (VNPay's IPN, MoMo's IPN): each
 * is sent when due by the clock, again after `retryMs` while the shop's answer is not a
 * final one (no answer, an error, "call again"), at most `maxRetries` times after the
 * first. Duplicates of one moment race each other; stale ones follow the fresh ones.
 */
export type Delivery = {
  /** The provider's reference of the transaction it is about. */
  ref: string;
  /** What is sent: a GET of `query` (VNPay) or a JSON POST of `body` (MoMo). */
  query?: string;
  body?: string;
  dueAt: number;
  attempts: number;
  /** The shop's answers: the provider's reading of each (`00`, `204`, `no-answer`…). */
  answers: string[];
  done: boolean;
  /** A stale notification sent after the fresh one (out of order). */
  stale: boolean;
};

export type NotificationQueueOptions = {
  clock: Clock;
  /** The shop's notification address. */
  url: () => string;
  retryMs: number;
  maxRetries: number;
  /** Reads the shop's answer: the code to record, and whether the provider stops calling. */
  read: (status: number, body: string) => { answer: string; final: boolean };
};

export function notificationQueue(options: NotificationQueueOptions) {
  const deliveries: Delivery[] = [];
  let running: Promise<Delivery[]> | undefined;

  async function attempt(delivery: Delivery): Promise<void> {
    delivery.attempts += 1;
    let answer = 'no-answer';
    let final = false;
    try {
      const response = await fetch(
        delivery.query === undefined ? options.url() : `${options.url()}?${delivery.query}`,
        {
          method: delivery.body === undefined ? 'GET' : 'POST',
          ...(delivery.body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: delivery.body }),
          signal: AbortSignal.timeout(30_000),
        },
      );
      ({ answer, final } = options.read(response.status, await response.text()));
    } catch {
      // No answer: called again like a timeout.
    }
    delivery.answers.push(answer);
    if (final || delivery.attempts > options.maxRetries) delivery.done = true;
    else delivery.dueAt = options.clock.now().getTime() + options.retryMs;
  }

  return {
    /** Queues a notification due now. */
    push(ref: string, message: { query?: string; body?: string }, stale = false): void {
      deliveries.push({
        ref,
        ...message,
        dueAt: options.clock.now().getTime(),
        attempts: 0,
        answers: [],
        done: false,
        stale,
      });
    },

    /** Sends every notification due; one round at a time (a caller during one waits for it). */
    async deliverDue(): Promise<Delivery[]> {
      while (running) await running;
      const now = options.clock.now().getTime();
      const due = deliveries.filter((d) => !d.done && d.dueAt <= now);
      running = (async () => {
        const byRef = new Map<string, Delivery[]>();
        for (const d of due) byRef.set(d.ref, [...(byRef.get(d.ref) ?? []), d]);
        await Promise.all(
          [...byRef.values()].map(async (list) => {
            await Promise.all(list.filter((d) => !d.stale).map(attempt));
            for (const d of list.filter((d) => d.stale)) await attempt(d);
          }),
        );
        return due;
      })();
      try {
        return await running;
      } finally {
        running = undefined;
      }
    },

    /** Every notification queued or sent (newest last). */
    all: (): readonly Delivery[] => deliveries,
  };
}
