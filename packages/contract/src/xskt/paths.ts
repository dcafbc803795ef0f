import { PAPER_TICKET_PRICE } from '@veso/domain';

/**
 * The regional paper lotteries (spec §2 routes /xo-so-kien-thiet-mien-bac,
 * -mien-trung, -mien-nam, /ve-so-cap-nguyen, /XsktSearchItem, /lich-su-mua-xskt,
 * /so-xo-kien-thiet, /chi-tiet-don-kien-thiet; §3 lottery type xstt = 2, categories 3 / 4 /
 * 5; §7 Paper lottery sales, History, Wallet-embedded; §9 fees). Paths are relative to the
 * main base (`/api`).
 *
 * A paper ticket is a physical ticket of the reseller's stock: one province (đài), one draw
 * day, one number (5 digits and a series code in the north, 6 digits in the south and the
 * centre). The customer buys from the stock: the sale lists (`saleList`, `byNumber`,
 * `hotCategory`, `wholeSets`) show it; `hold` keeps exact tickets for the caller for
 * {@link XSKT_HOLD_TTL_MS}; an order (`POST /order` or `orderCreate`) names the held
 * tickets by `numberInfos[].ticketId`; paying it makes them the customer's. Sales of a draw
 * close {@link XSKT_SALES_CLOSE_MINUTES} minutes before it (north 18:00, centre 17:00, south
 * 16:00); what is left unsold is withdrawn then.
 *
 * Errors: code 14 with a Vietnamese message ({@link XSKT_MESSAGES} for the stock ones);
 * no session on the customer calls: code 6.
 */
export const xsktPaths = {
  /** The three paper lotteries with their provinces of today and the next days, stock and cut-off. */
  utilityList: '/core/api/webview/utility/xstt/list',
  /** Stock on sale, searchable (province, day, exact number, trailing / leading digits), paged. */
  saleList: '/core/webview/xskt/ticket/sale/list',
  /** Stock on sale of a day gathered by category, then province (counts and cheapest). */
  groupByCategory: '/group/sale/by_category',
  /** Hot numbers of a category and day: the most wanted numbers still on sale. */
  hotCategory: '/hot_category',
  /** Every ticket of one number (or trailing digits) by province and draw: the whole sets. */
  byNumber: '/by_number',
  /** The hot products (spec §2: loto 2, 3 and 5 digits and a central-region lottery). */
  productHot: '/core/api/webview/product/hot',
  /** Whole sets ("cặp nguyên", /ve-so-cap-nguyen): every ticket of one number of one draw. */
  wholeSets: '/xskt/ticket/whole_set/list',
  /** Hold exact stock tickets (or a whole set) for the caller: all or nothing. */
  hold: '/xskt/cart/hold',
  /** Release the caller's holds (tickets back to the stock). */
  release: '/xskt/cart/release',
  /** The caller's live holds with their expiry. */
  holds: '/xskt/cart/holds',
  /** The embed's reserve call for paper tickets (the body of `POST /order`). */
  orderCreate: '/xsdt/xskt/order/create',
  /** One paper order with its tickets, their scanned images and prizes (query `orderId`). */
  xsktInfo: '/order/xskt_info',
  /** The caller's paper orders (spec `order/list_xskt`), newest first, paged. */
  listXskt: '/order/list_xskt',
  /** The caller's paper orders with their tickets (/lich-su-mua-xskt), paged. */
  customerHistory: '/xskt/customer/history/get_orders',
  /** The caller's paper tickets grouped by draw (/so-xo-kien-thiet), with images. */
  paperTickets: '/order/get_paper_xskt/draw_category',
  /** Sandbox only: (re)load the sandbox agent's stock of a day. */
  devLoadStock: '/dev/xskt/stock',
} as const;

/** How long adding a ticket to the cart holds it for the customer (15 minutes). */
export const XSKT_HOLD_TTL_MS = 15 * 60 * 1000;

/** Sales of a paper draw close this many minutes before the draw (the domain's calendar). */
export const XSKT_SALES_CLOSE_MINUTES = 15;

/** Price of one paper ticket in đồng: the domain's (reference §3: 10,000đ everywhere). */
export const XSKT_TICKET_PRICE = PAPER_TICKET_PRICE;

/** The Vietnamese refusals of the paper-ticket calls (code 14). */
export const XSKT_MESSAGES = {
  taken: 'Vé này vừa có khách hàng khác giữ hoặc mua. Quý khách vui lòng chọn vé khác.',
  setTaken:
    'Không thể mua nguyên cặp: có vé trong cặp đã được khách hàng khác giữ hoặc mua. Quý khách vui lòng chọn cặp khác.',
  notFound: 'Không tìm thấy vé trong kho của đại lý.',
  salesClosed: 'Đã hết giờ bán vé của kỳ quay này. Quý khách vui lòng chọn kỳ quay khác.',
  notHeld:
    'Vé chưa được giữ cho quý khách hoặc đã hết thời gian giữ. Quý khách vui lòng thêm lại vé vào giỏ hàng.',
  wrongItem:
    'Mỗi vé xổ số kiến thiết phải là một vé trong kho của đại lý (ticketId). Quý khách vui lòng chọn lại vé.',
  badQuery: 'Điều kiện tìm kiếm vé không hợp lệ.',
  tooMany: 'Mỗi lần chỉ giữ được tối đa 50 vé.',
} as const;
