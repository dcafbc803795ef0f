import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVATE_MODE_MESSAGE, PrivateModeGate } from './private-mode-gate';

describe('PrivateModeGate', () => {
  it('replaces the app with the spec sentence in a private browser', async () => {
    render(
      <PrivateModeGate detect={() => Promise.resolve(true)}>
        <p>Ứng dụng</p>
      </PrivateModeGate>,
    );
    expect(
      await screen.findByText(
        'Quý khách vui lòng không sử dụng trình duyệt ở chế độ ẩn danh để đảm bảo quyền lợi của chính mình.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ứng dụng')).not.toBeInTheDocument();
    expect(PRIVATE_MODE_MESSAGE).toMatch(/chế độ ẩn danh/);
  });

  it('keeps the app otherwise', async () => {
    let resolve: (value: boolean) => void = () => undefined;
    render(
      <PrivateModeGate detect={() => new Promise<boolean>((r) => (resolve = r))}>
        <p>Ứng dụng</p>
      </PrivateModeGate>,
    );
    expect(screen.getByText('Ứng dụng')).toBeInTheDocument();
    resolve(false);
    await Promise.resolve();
    expect(screen.getByText('Ứng dụng')).toBeInTheDocument();
  });
});
