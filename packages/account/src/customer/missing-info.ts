import type { UserInfo } from '@veso/contract';

/** A profile field the customer has not given yet, and why the shop asks for it. */
export type MissingField = { field: keyof UserInfo; label: string; why: string };

/**
 * What a customer still has to fill in (`/thong-tin-khach-hang/van_cho_nhap_thong_tin`):
 * name and birthday before buying (18+, spec age rule), the ID number and address to
 * claim prizes and receive paper tickets in their name.
 */
export function missingInfo(info: UserInfo): MissingField[] {
  const missing: MissingField[] = [];
  const blank = (value: string | null) => value === null || value.trim() === '';
  if (blank(info.fullname)) {
    missing.push({
      field: 'fullname',
      label: 'Họ và tên',
      why: 'Cần để mua vé và in vé đúng chủ sở hữu.',
    });
  }
  if (blank(info.birthday)) {
    missing.push({
      field: 'birthday',
      label: 'Ngày sinh',
      why: 'Cần để xác nhận quý khách đủ 18 tuổi trước khi mua vé.',
    });
  }
  if (blank(info.cmnd)) {
    missing.push({
      field: 'cmnd',
      label: 'Số CMND/CCCD',
      why: 'Cần khi lĩnh giải thưởng lớn và nhận vé giấy.',
    });
  }
  if (blank(info.address)) {
    missing.push({
      field: 'address',
      label: 'Địa chỉ',
      why: 'Cần khi giao vé giấy đến quý khách.',
    });
  }
  return missing;
}
