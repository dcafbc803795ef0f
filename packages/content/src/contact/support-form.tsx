import { makeRequestId } from '@veso/api-client';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  SupportMessages,
  supportRequestProblem,
} from '@veso/contract';
import { failureOf, OFFLINE_MESSAGE } from '@veso/shop-core';
import { Button, TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSendSupportRequestMutation } from '../api/content-api';
import styles from '../content.module.css';

/** Shown once the server stored the request. */
export const SUPPORT_SENT_MESSAGE =
  'Đã gửi yêu cầu hỗ trợ. Quý khách theo dõi phản hồi trong danh sách yêu cầu bên dưới.';
/** The order reference must be a positive whole number (ours). */
export const ORDER_ID_MESSAGE = 'Mã đơn hàng chỉ gồm chữ số';

type Fields = { topic: string; message: string; orderId: string };
const EMPTY: Fields = { topic: '', message: '', orderId: '' };

/** The field a refusal message belongs to. */
function fieldOf(message: string): keyof Fields {
  if (message === SupportMessages.topic) return 'topic';
  if (message === ORDER_ID_MESSAGE || /đơn hàng/.test(message)) return 'orderId';
  return 'message';
}

/**
 * The support request form of `/lien-he` (signed-in customers): topic, text and an
 * optional order number, checked with the server's own rules before sending. One
 * requestId per request, kept across retries until the server answers.
 */
export function SupportForm() {
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => makeRequestId());
  const [send, { isLoading }] = useSendSupportRequestMutation();

  function set(name: keyof Fields) {
    return (value: string) => {
      setFields((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      setSent(false);
    };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problem = supportRequestProblem(fields);
    const orderId = fields.orderId.trim();
    if (problem || (orderId && !/^\d{1,15}$/.test(orderId))) {
      const message = problem ?? ORDER_ID_MESSAGE;
      setErrors({ [fieldOf(message)]: message });
      return;
    }
    const result = await send({
      requestId,
      topic: fields.topic,
      message: fields.message.trim(),
      ...(orderId ? { orderId: Number(orderId) } : {}),
    });
    if ('error' in result) {
      const { network, code, message: mapped } = failureOf(result.error);
      // The server's own Vietnamese refusal when it gave one, else the catalogue's.
      const { serverMessage } = result.error as { serverMessage?: unknown };
      const message = typeof serverMessage === 'string' ? serverMessage : mapped;
      if (network) setFailure(OFFLINE_MESSAGE);
      else if (code === 14) setErrors({ [fieldOf(message)]: message });
      else setFailure(message);
      return;
    }
    setFields(EMPTY);
    setSent(true);
    setRequestId(makeRequestId());
  }

  const topicError = errors.topic;
  const messageError = errors.message;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label className={styles.label} htmlFor={`${id}-topic`}>
        Chủ đề
      </label>
      <select
        id={`${id}-topic`}
        className={styles.control}
        value={fields.topic}
        onChange={(event) => set('topic')(event.target.value)}
        aria-invalid={topicError ? true : undefined}
        aria-describedby={topicError ? `${id}-topic-error` : undefined}
      >
        <option value="">Chọn chủ đề</option>
        {SUPPORT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {SUPPORT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </select>
      {topicError ? (
        <p id={`${id}-topic-error`} className={styles.error}>
          {topicError}
        </p>
      ) : null}
      <label className={styles.label} htmlFor={`${id}-message`}>
        Nội dung yêu cầu
      </label>
      <textarea
        id={`${id}-message`}
        className={`${styles.control} ${styles.textarea}`}
        value={fields.message}
        maxLength={SUPPORT_MESSAGE_MAX}
        onChange={(event) => set('message')(event.target.value)}
        aria-invalid={messageError ? true : undefined}
        aria-describedby={`${id}-message-hint${messageError ? ` ${id}-message-error` : ''}`}
      />
      <p id={`${id}-message-hint`} className={styles.updated}>
        Mô tả vấn đề, thời điểm và số tiền (nếu có); tối đa {SUPPORT_MESSAGE_MAX} ký tự.
      </p>
      {messageError ? (
        <p id={`${id}-message-error`} className={styles.error}>
          {messageError}
        </p>
      ) : null}
      <TextField
        label="Mã đơn hàng (nếu có)"
        inputMode="numeric"
        maxLength={15}
        value={fields.orderId}
        onChange={(event) => set('orderId')(event.target.value)}
        error={errors.orderId}
      />
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <div role="status">
        {sent ? <p className={styles.success}>{SUPPORT_SENT_MESSAGE}</p> : null}
      </div>
      <Button type="submit" fullWidth loading={isLoading}>
        Gửi yêu cầu
      </Button>
    </form>
  );
}
