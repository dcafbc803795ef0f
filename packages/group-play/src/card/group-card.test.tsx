import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GroupCard } from './group-card';

function renderCard(sold: number, total: number, groupStatusWin = 0) {
  return render(
    <MemoryRouter>
      <GroupCard
        title="Nhóm #7 · Mega 6/45"
        sold={sold}
        total={total}
        groupStatusWin={groupStatusWin}
        sharePrice={1_250_000}
        facts={[{ term: 'Kỳ quay', value: '#01234' }]}
        to="/nhom-mua-chung/cung-chon-so/thong-tin-nhom/7"
      />
    </MemoryRouter>,
  );
}

describe('GroupCard', () => {
  it('shows the completion percent, rounded down, while shares are left', () => {
    renderCard(199, 200);
    const card = screen.getByRole('article', { name: 'Nhóm #7 · Mega 6/45' });
    expect(within(card).getByText('Hoàn thành 99%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Tiến độ góp cổ phần' })).toHaveAttribute(
      'aria-valuenow',
      '199',
    );
    expect(within(card).getByText('1.250.000đ')).toBeInTheDocument();
    expect(within(card).getByText(/Đã góp 199\/200 cổ phần · còn 1/)).toBeInTheDocument();
  });

  it("says 'Hoàn thành' when full and 'Trúng thưởng' when its tickets won", () => {
    const { unmount } = renderCard(10, 10, 0);
    expect(screen.getByText('Hoàn thành')).toBeInTheDocument();
    unmount();
    renderCard(10, 10, 1);
    expect(screen.getByText('Trúng thưởng')).toBeInTheDocument();
    expect(screen.queryByText('Hoàn thành')).not.toBeInTheDocument();
  });

  it("links to the group's page, named for screen readers", () => {
    renderCard(3, 10);
    expect(screen.getByRole('link', { name: 'Xem nhóm: Nhóm #7 · Mega 6/45' })).toHaveAttribute(
      'href',
      '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/7',
    );
  });
});
