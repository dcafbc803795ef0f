import { withdrawApi } from '@veso/contract/endpoints/withdraw.schemas';
import { describe, expect, it } from 'vitest';
import { answerProblem, unknownKeys } from './answer-check';

const JSON_TYPE = 'application/json; charset=utf-8';
const envelope = (data: unknown) => JSON.stringify({ code: 0, message: 'Thành công', data });
const bank = { code: 'VCB', bin: '970436', shortName: 'Vietcombank', name: 'Ngoại thương' };

describe('an answer held to its entry', () => {
  it('passes when it is what the entry declares', () => {
    expect(
      answerProblem(withdrawApi.bankPrizePayment, JSON_TYPE, envelope({ banks: [bank] })),
    ).toBeUndefined();
  });

  it('fails on a field the response schema does not declare, naming where it is', () => {
    expect(unknownKeys({ a: 1, b: [{ c: 1, d: 2 }] }, { a: 1, b: [{ c: 1 }] })).toEqual([
      'data.b[0].d',
    ]);
    expect(
      answerProblem(
        withdrawApi.bankPrizePayment,
        JSON_TYPE,
        envelope({ banks: [{ ...bank, paper: true }] }),
      ),
    ).toMatch(/does not declare: data\.banks\[0\]\.paper/);
  });

  it('fails on data the schema refuses, and on a media type the entry does not declare', () => {
    expect(
      answerProblem(withdrawApi.bankPrizePayment, JSON_TYPE, envelope({ banks: 'none' })),
    ).toMatch(/response schema refuses/);
    expect(answerProblem(withdrawApi.bankPrizePayment, 'text/csv', 'a,b')).toMatch(
      /answered text\/csv; its entry declares application\/json$/,
    );
  });

  it('leaves refusals to the error envelope', () => {
    expect(
      answerProblem(
        withdrawApi.bankPrizePayment,
        JSON_TYPE,
        JSON.stringify({ code: 14, message: 'x' }),
      ),
    ).toBeUndefined();
  });
});
