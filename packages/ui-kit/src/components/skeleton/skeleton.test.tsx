import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('SkeletonGroup', () => {
  it('says Đang tải once and hides its blocks from assistive tech', () => {
    const { container } = render(<SkeletonGroup lines={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Đang tải$/);
    expect(status).toHaveAttribute('aria-busy', 'true');
    const blocks = container.querySelectorAll('[aria-hidden="true"]');
    expect(blocks).toHaveLength(4);
  });

  it('wraps custom blocks with a custom label', () => {
    render(
      <SkeletonGroup label="Đang tải kết quả">
        <Skeleton circle width={48} height={48} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải kết quả');
  });
});

describe('Skeleton', () => {
  it('takes the given size', () => {
    const { container } = render(<Skeleton width={120} height={24} />);
    expect(container.firstElementChild).toHaveStyle({ width: '120px', height: '24px' });
  });
});
