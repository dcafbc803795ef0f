/** One section of the terms and policy: a heading and its numbered clauses. */
export type TermsSection = { id: string; title: string; clauses: readonly string[] };

/** When the text below was last changed (shown on the page). */
export const TERMS_UPDATED = '01/07/2026';

/** The terms of use and privacy policy of the shop, in Vietnamese. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'pham-vi',
    title: '1. Phạm vi dịch vụ',
    clauses: [
      'VeSo cung cấp dịch vụ mua hộ và giữ hộ vé xổ số: đơn hàng của quý khách được chuyển đến đại lý chính thức để in vé; vé được gắn với tài khoản của quý khách và ảnh chụp vé được gửi lại trong chi tiết đơn hàng.',
      'VeSo không phải là đơn vị phát hành xổ số. Kết quả quay thưởng, cơ cấu và giá trị giải thưởng do công ty xổ số phát hành công bố theo thể lệ của từng sản phẩm.',
      'Khi đăng ký tài khoản hoặc mua vé, quý khách xác nhận đã đọc, hiểu và đồng ý với toàn bộ điều khoản này.',
    ],
  },
  {
    id: 'do-tuoi',
    title: '2. Điều kiện tham gia',
    clauses: [
      'Chỉ người từ đủ 18 tuổi trở lên, có năng lực hành vi dân sự đầy đủ, mới được mở tài khoản và mua vé. Quý khách phải cập nhật ngày sinh trước lần mua đầu tiên; tài khoản chưa đủ 18 tuổi không thể mua vé.',
      'Mỗi tài khoản gắn với một số điện thoại đã xác thực bằng mã OTP và thông tin giấy tờ tùy thân của chính chủ tài khoản.',
      'Người đang thực hiện tự loại trừ, người bị hạn chế năng lực hành vi dân sự hoặc người không được phép tham gia dự thưởng theo quy định của pháp luật không được sử dụng dịch vụ.',
    ],
  },
  {
    id: 'tai-khoan',
    title: '3. Tài khoản và bảo mật',
    clauses: [
      'Quý khách chịu trách nhiệm giữ bí mật mật khẩu và mã OTP. VeSo không bao giờ hỏi mật khẩu hay mã OTP qua điện thoại, tin nhắn hoặc mạng xã hội.',
      'Mỗi tài khoản chỉ đăng nhập trên một thiết bị tại một thời điểm; đăng nhập ở thiết bị mới sẽ kết thúc phiên đăng nhập cũ.',
      'Khi phát hiện tài khoản bị sử dụng trái phép, quý khách cần đổi mật khẩu và liên hệ tổng đài hỗ trợ ngay để được khóa tạm thời.',
    ],
  },
  {
    id: 'mua-ve',
    title: '4. Mua vé và thanh toán',
    clauses: [
      'Mọi khoản phí (phí giữ vé, phí giao vé, phí thanh toán) và tổng tiền được hiển thị trước khi quý khách xác nhận thanh toán.',
      'Đơn hàng được chấp nhận trước giờ ngừng bán của kỳ quay sẽ được in vé cho kỳ quay đó, hoặc được hoàn tiền đầy đủ vào tài khoản kèm thông báo nếu không thể in vé.',
      'Mỗi yêu cầu thanh toán có mã định danh riêng: thao tác lặp lại, tải lại trang hay bấm nhiều lần không làm quý khách bị trừ tiền hai lần.',
      'Giá trị thanh toán tối thiểu là 10.000đ cho mỗi đơn; mức tối đa theo từng loại sản phẩm được hiển thị tại màn hình thanh toán.',
    ],
  },
  {
    id: 'giai-thuong',
    title: '5. Giải thưởng và trả thưởng',
    clauses: [
      'Vé của quý khách được dò tự động sau mỗi kỳ quay. Khi trúng thưởng, quý khách nhận thông báo trong ứng dụng với giá trị giải, số thuế đã khấu trừ và cách nhận thưởng.',
      'Giải thưởng nhỏ được cộng tự động vào tài khoản trả thưởng. Giải thưởng vượt ngưỡng do công ty xổ số quy định được nhận theo thủ tục lĩnh thưởng, với thời hạn được thông báo cụ thể.',
      'Thời hạn lĩnh thưởng xổ số kiến thiết là 30 ngày kể từ ngày mở thưởng theo quy định hiện hành; quá thời hạn này vé không còn giá trị lĩnh thưởng.',
      'Quý khách có thể rút tiền thưởng về tài khoản ngân hàng, ví điện tử hoặc nạp vào tài khoản mua vé; phí rút (nếu có) được hiển thị trước khi xác nhận.',
    ],
  },
  {
    id: 'thue',
    title: '6. Thuế thu nhập cá nhân',
    clauses: [
      'Theo quy định về thuế thu nhập cá nhân, giải thưởng xổ số chịu thuế suất 10% trên phần giá trị giải thưởng vượt trên 10.000.000đ cho mỗi lần trúng thưởng.',
      'Ví dụ: giải thưởng 15.000.000đ chịu thuế 10% × (15.000.000đ − 10.000.000đ) = 500.000đ; quý khách nhận 14.500.000đ.',
      'VeSo khấu trừ và nộp thuế thay quý khách trước khi trả thưởng, và ghi rõ số thuế đã khấu trừ trong chi tiết giải thưởng.',
    ],
  },
  {
    id: 'bao-mat',
    title: '7. Chính sách bảo mật thông tin',
    clauses: [
      'VeSo thu thập số điện thoại, họ tên, ngày sinh, số giấy tờ tùy thân, địa chỉ, email và lịch sử giao dịch chỉ để mở tài khoản, in vé đúng chủ sở hữu, trả thưởng, nộp thuế và hỗ trợ quý khách.',
      'Thông tin chỉ được chia sẻ với đại lý in vé, công ty xổ số, đối tác thanh toán và cơ quan nhà nước có thẩm quyền trong phạm vi cần thiết; VeSo không bán thông tin của quý khách.',
      'Danh sách người trúng thưởng công khai không bao giờ hiển thị đầy đủ họ tên hay số điện thoại (ví dụ 091****678).',
      'Mật khẩu được lưu dưới dạng mã hóa một chiều; kết nối giữa thiết bị và máy chủ được mã hóa. Quý khách có quyền xem, sửa thông tin cá nhân và yêu cầu xóa tài khoản khi không còn giao dịch hoặc giải thưởng đang chờ xử lý.',
    ],
  },
  {
    id: 'choi-co-trach-nhiem',
    title: '8. Chơi có trách nhiệm',
    clauses: [
      'Xổ số là hình thức giải trí có thưởng, không phải là cách kiếm tiền. Quý khách chỉ nên chơi với số tiền có thể chấp nhận mất.',
      'Quý khách có thể đặt hạn mức chi tiêu theo ngày, tuần, tháng: hạ hạn mức có hiệu lực ngay, nâng hạn mức có hiệu lực sau 24 giờ.',
      'Quý khách có thể tự loại trừ trong 24 giờ, 7 ngày, 30 ngày hoặc vĩnh viễn; trong thời gian này mọi giao dịch mua vé và gói nuôi số đều bị dừng.',
    ],
  },
  {
    id: 'lien-he',
    title: '9. Khiếu nại và liên hệ',
    clauses: [
      'Mọi thắc mắc hoặc khiếu nại về đơn hàng, giải thưởng hay thông tin cá nhân, quý khách vui lòng liên hệ tổng đài hỗ trợ hiển thị trong ứng dụng. VeSo phản hồi trong vòng 3 ngày làm việc.',
      'VeSo có thể cập nhật điều khoản này; thay đổi quan trọng được thông báo trong ứng dụng trước khi có hiệu lực.',
    ],
  },
];
