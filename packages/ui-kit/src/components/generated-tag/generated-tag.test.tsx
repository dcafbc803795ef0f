import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeneratedTag } from './generated-tag';

describe('GeneratedTag', () => {
  it('labels a generated result and shows nothing for a real one', () => {
    const { container, rerender } = render(<GeneratedTag generated />);
    expect(screen.getByText('Kết quả mô phỏng')).toBeInTheDocument();
    rerender(<GeneratedTag generated={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
