import { act, screen } from '@testing-library/react';
import { selectAccountId, useAppSelector } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { DataIsland, lazyIsland } from './data-island';

function Account() {
  return <p>Tài khoản {useAppSelector(selectAccountId)}</p>;
}

describe('DataIsland', () => {
  it('shows the fallback until the data layer is ready, then its children with the store', async () => {
    const { data } = renderInFrame(
      <DataIsland fallback={<p>Đang chờ</p>}>
        <Account />
      </DataIsland>,
      { session: { signedIn: true, accountId: '84912345678' }, dataLayer: 'manual' },
    );
    expect(screen.getByText('Đang chờ')).toBeInTheDocument();
    await act(() => data.load());
    expect(screen.getByText('Tài khoản 84912345678')).toBeInTheDocument();
    expect(screen.queryByText('Đang chờ')).not.toBeInTheDocument();
  });

  it('keeps the fallback while there is no data layer', () => {
    renderInFrame(
      <DataIsland fallback={<p>Đang chờ</p>}>
        <Account />
      </DataIsland>,
      { dataLayer: 'never' },
    );
    expect(screen.getByText('Đang chờ')).toBeInTheDocument();
    expect(screen.queryByText(/Tài khoản/)).not.toBeInTheDocument();
  });
});

describe('lazyIsland', () => {
  it('imports its component only once the data layer is ready, and passes its props', async () => {
    let imported = 0;
    function Greeting({ name }: { name: string }) {
      return (
        <p>
          Xin chào {name}, {useAppSelector(selectAccountId)}
        </p>
      );
    }
    const LazyGreeting = lazyIsland(() => {
      imported += 1;
      return Promise.resolve(Greeting);
    });
    const never = renderInFrame(<LazyGreeting name="Lan" fallback={<p>Chưa có</p>} />, {
      dataLayer: 'never',
    });
    expect(screen.getByText('Chưa có')).toBeInTheDocument();
    expect(imported).toBe(0);
    never.unmount();

    renderInFrame(<LazyGreeting name="Lan" fallback={<p>Chưa có</p>} />, {
      session: { signedIn: true, accountId: '84900000001' },
    });
    expect(await screen.findByText('Xin chào Lan, 84900000001')).toBeInTheDocument();
    expect(imported).toBe(1);
  });
});
