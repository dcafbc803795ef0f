import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PagingBar } from './paging-bar';

const meta = {
  title: 'ui-kit/PagingBar',
  component: PagingBar,
  args: {
    page: 1,
    pageCount: 4,
    pageSize: 10,
    pageSizeOptions: [10, 20, 50],
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof PagingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = {};

export const ManyPages: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(12);
    const [size, setSize] = useState(10);
    return (
      <PagingBar
        {...args}
        page={page}
        pageCount={Math.ceil(480 / size)}
        pageSize={size}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    );
  },
};
