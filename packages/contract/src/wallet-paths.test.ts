import { describe, expect, it } from 'vitest';
import {
  LEDGER_KINDS,
  STATEMENT_KINDS,
  STATEMENT_KIND_LABELS,
  ledgerKindLabel,
  ledgerKindsOf,
} from './wallet-paths';

describe('ledger kinds on the statement', () => {
  it('puts every ledger kind under exactly one statement filter, each filter finding some', () => {
    const found = STATEMENT_KINDS.flatMap((filter) => ledgerKindsOf(filter));
    expect(found.toSorted()).toEqual(Object.keys(LEDGER_KINDS).toSorted());
    for (const filter of STATEMENT_KINDS) expect(ledgerKindsOf(filter).length).toBeGreaterThan(0);
  });

  it('files refunds under "Hoàn tiền", never under the purchase they refund', () => {
    expect(ledgerKindsOf('refund')).toEqual(
      expect.arrayContaining([
        'order.refund',
        'group.leave',
        'group.refund',
        'group.ticket_refund',
      ]),
    );
    expect(ledgerKindsOf('order')).toEqual(['order.pay', 'group.hold']);
    expect(STATEMENT_KIND_LABELS.refund).toBe('Hoàn tiền');
  });

  it('words every kind in Vietnamese, and an unknown one neutrally, never as its code', () => {
    for (const kind of Object.keys(LEDGER_KINDS)) {
      const label = ledgerKindLabel(kind);
      expect(label).not.toContain('.');
      expect(label).not.toBe(kind);
    }
    expect(ledgerKindLabel('group.hold')).toBe('Góp mua chung');
    expect(ledgerKindLabel('something.new')).toBe('Giao dịch khác');
    expect(ledgerKindLabel('toString')).toBe('Giao dịch khác');
  });
});
