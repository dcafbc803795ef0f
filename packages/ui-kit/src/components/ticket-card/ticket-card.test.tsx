import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketCard } from './ticket-card';

describe('TicketCard', () => {
  it('shows product, padded balls, draw, status and amount', () => {
    render(
      <TicketCard
        productName="Mega 6/45"
        numbers={[5, 12, 23, 34, 40, 45]}
        drawLabel="Kỳ #01234 · 21/11/2026"
        status="Chờ in vé"
        amount={10000}
      />,
    );
    const card = screen.getByRole('article', { name: 'Mega 6/45' });
    const set = within(card).getByRole('list', { name: 'Bộ số' });
    expect(within(card).getByText('Kỳ #01234 · 21/11/2026')).toBeInTheDocument();
    expect(within(card).getByText('Chờ in vé')).toBeInTheDocument();
    expect(within(card).getByText('10.000đ')).toBeInTheDocument();
    expect(
      within(set)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['05', '12', '23', '34', '40', '45']);
  });

  it('letters several number sets and keeps string numbers as given', () => {
    render(
      <TicketCard
        productName="Max 3D"
        numbers={[
          ['123', '456'],
          ['007', '999'],
        ]}
        drawLabel="Kỳ #00100"
        status="Trúng thưởng"
        statusTone="success"
        amount={20000}
      />,
    );
    expect(screen.getByRole('list', { name: 'Bộ số A' })).toHaveTextContent('123456');
    expect(screen.getByRole('list', { name: 'Bộ số B' })).toHaveTextContent('007999');
    expect(screen.getByRole('list', { name: 'Các bộ số' })).toBeInTheDocument();
    expect(screen.getByText('Trúng thưởng')).toHaveClass('success');
  });
});
