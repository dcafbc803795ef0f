import { SUPPORT_STATUSES, type SupportStatus } from '@veso/contract';
import { formatVnIso } from '@veso/domain';
import { replyToSupportRequest, supportRequestQueue } from '../modules/content';
import { systemClock } from '../providers/clock';
import { positiveId, stringValue, type Command } from './command';

const isStatus = (text: string): text is SupportStatus =>
  (SUPPORT_STATUSES as readonly string[]).includes(text);

export const supportListCommand: Command = {
  name: 'support list',
  args: `[--status ${SUPPORT_STATUSES.join('|')}]`,
  summary: `customers' support requests (every one without --status), oldest first; one
tab-separated line each: id, account, status, created-at, topic, order, message`,
  options: { status: { type: 'string' } },
  async run({ input, open, out, refuse }) {
    const status = stringValue(input, 'status');
    if (status !== undefined && !isStatus(status)) {
      return refuse(`--status takes ${SUPPORT_STATUSES.join(', ')}`);
    }
    const { db } = await open();
    const queue = await supportRequestQueue(db.orm, status);
    for (const r of queue) {
      out(
        [
          r.id,
          r.msisdn,
          r.status,
          formatVnIso(new Date(r.createdAt)),
          r.topic,
          r.orderId ?? '-',
          r.message.replace(/\s+/g, ' '),
        ].join('\t'),
      );
    }
    console.error(`support list: ${queue.length} request(s)`);
    return 0;
  },
};

export const supportReplyCommand: Command = {
  name: 'support reply',
  positionals: 1,
  args: '<id> --message <text> [--close]',
  summary: `answer a support request (the customer sees it on /lien-he); --close closes
it as well, or alone closes it without an answer`,
  options: { message: { type: 'string' }, close: { type: 'boolean' } },
  async run({ input, open, out, refuse }) {
    const id = positiveId(input.positionals[0]);
    const message = stringValue(input, 'message');
    const close = input.values.close === true;
    if (id === undefined || (!message?.trim() && !close)) {
      return refuse('a request id and --message (or --close) are required');
    }
    const { db } = await open();
    const answered = await replyToSupportRequest(
      db.orm,
      id,
      { reply: message, close },
      systemClock.now(),
    );
    if (!answered) {
      console.error(`support reply: there is no support request ${id}`);
      return 1;
    }
    out(`support reply: request ${id} is ${answered.status}`);
    return 0;
  },
};
