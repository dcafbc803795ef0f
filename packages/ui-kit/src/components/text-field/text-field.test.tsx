import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField, TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and takes typing', async () => {
    render(<TextField label="Họ và tên" />);
    const input = screen.getByLabelText('Họ và tên');
    await userEvent.type(input, 'Nguyễn Văn A');
    expect(input).toHaveValue('Nguyễn Văn A');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links the error and hint to the input and marks it invalid', () => {
    render(<TextField label="Mật khẩu" hint="Tối đa 25 ký tự" error="Không được để trống." />);
    const input = screen.getByLabelText('Mật khẩu');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Tối đa 25 ký tự Không được để trống.');
    expect(screen.getByText('Không được để trống.')).toBeVisible();
  });

  it('stops at maxLength', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Mã OTP"
          maxLength={6}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Mã OTP');
    await userEvent.type(input, '123456789');
    expect(input).toHaveValue('123456');
  });
});

describe('PhoneField', () => {
  it('shows +84 before a telephone input named by the login label', () => {
    render(<PhoneField />);
    const input = screen.getByLabelText('Số điện thoại của bạn');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('maxlength', '25');
    expect(screen.getByText('+84')).toBeVisible();
    expect(input).toHaveAccessibleDescription('+84');
  });

  it('reads the error after the prefix, with what is expected', () => {
    render(<PhoneField error="Số điện thoại không hợp lệ" />);
    expect(screen.getByLabelText('Số điện thoại của bạn')).toHaveAccessibleDescription(
      '+84 Nhập số di động 9 chữ số sau +84 (ví dụ 912 345 678) hoặc số đầy đủ bắt đầu bằng 0 (ví dụ 0912 345 678) Số điện thoại không hợp lệ',
    );
    expect(screen.getByText(/ví dụ 912 345 678/)).toBeVisible();
  });

  it('shows no hint while the number is not refused', () => {
    render(<PhoneField />);
    expect(screen.queryByText(/ví dụ 912 345 678/)).toBeNull();
  });
});
