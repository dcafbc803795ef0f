import type {
  BannerList,
  ContentDocument,
  HelpVideoList,
  SupportRequest,
  WebviewSystem,
} from '@veso/contract';
import { API_BASES } from '@veso/contract';
import { contentEndpoints } from '@veso/contract/endpoints/content';
import { answers, createEndpointFetch, makeTestSession } from '@veso/shop-core';
import type { EndpointFake, FakeFetch } from '@veso/shop-core';

export function makeDocument(title: string, sectionTitle = '1. Phạm vi dịch vụ'): ContentDocument {
  return {
    title,
    updatedAt: '01/07/2026',
    intro: `${title} của VeSo.`,
    sections: [
      {
        id: 'pham-vi',
        title: sectionTitle,
        clauses: ['Chỉ người từ đủ 18 tuổi trở lên mới được mua vé.'],
      },
      {
        id: 'thue',
        title: '2. Thuế thu nhập cá nhân',
        clauses: ['Thuế suất 10% trên phần giá trị giải thưởng vượt trên 10.000.000đ.'],
      },
    ],
  };
}

export const SYSTEM: WebviewSystem = {
  supportPhone: '1900 0000',
  supportEmail: 'hotro@veso.example',
  supportHours: 'Từ 8:00 đến 22:00 hằng ngày, kể cả ngày lễ',
  maintenance: { active: false, message: '' },
};

export const VIDEOS: HelpVideoList = {
  items: [
    {
      id: 'nap-tien',
      title: 'Nạp tiền vào tài khoản',
      videoLink: 'https://video.example/nap-tien',
      description: 'Nạp qua ví điện tử.',
    },
  ],
};

export const BANNERS: BannerList = {
  items: [
    { id: 'mega', image: '/static/content/banner-mega.svg', title: 'Mega 6/45', link: '/mega-645' },
    {
      id: 'ext',
      image: 'https://cdn.example/b.png',
      title: 'Khuyến mãi',
      link: 'https://x.example',
    },
  ],
};

export function makeSupportRequest(
  id: number,
  patch: Partial<SupportRequest> = {},
): SupportRequest {
  return {
    id,
    topic: 'payment',
    message: 'Nạp 50.000đ qua MoMo chưa được cộng',
    orderId: null,
    status: 'open',
    statusLabel: 'Đang xử lý',
    reply: null,
    createdAt: '2026-03-04T03:00:00.000Z',
    repliedAt: null,
    ...patch,
  };
}

/** A signed-in store state. */
export const SIGNED_IN = { session: makeTestSession() };

/** A content operation, by its name in the contract (`contentEndpoints`). */
export type ContentOperation = keyof typeof contentEndpoints;

/** The URL path a content operation is called at (the contract's base and path). */
export function contentPath(operation: ContentOperation): string {
  const entry = contentEndpoints[operation];
  return `${API_BASES[entry.base]}${entry.path}`;
}

/**
 * A fake server answering the content operations with the fixtures above (or `overrides`
 * by operation), each through its contract entry (its path, and its answer's type);
 * support requests are stored in memory like the server does.
 */
export function contentServer(
  overrides: Partial<
    Record<ContentOperation, (request: Request) => Response | Promise<Response>>
  > = {},
): FakeFetch & { sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  const stored: SupportRequest[] = [];
  const fakes: EndpointFake[] = [
    answers(contentEndpoints.policy, () => makeDocument('Chính sách', '1. Chính sách thanh toán')),
    answers(contentEndpoints.detail, () =>
      makeDocument('Quy định chi tiết dịch vụ', '1. Xử lý đơn hàng'),
    ),
    answers(contentEndpoints.termsOfUse, () =>
      makeDocument('Điều khoản sử dụng', '1. Phạm vi dịch vụ'),
    ),
    answers(contentEndpoints.webviewSystem, () => SYSTEM),
    answers(contentEndpoints.videoHelp, () => VIDEOS),
    answers(contentEndpoints.banner, () => BANNERS),
    answers(contentEndpoints.webviewBanner, () => BANNERS),
    answers(contentEndpoints.supportRequests, () => ({
      items: [...stored].reverse(),
      total: stored.length,
      page_index: 1,
      page_size: 20,
    })),
    answers(contentEndpoints.sendSupportRequest, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const row = makeSupportRequest(stored.length + 1, {
        topic: body.topic as SupportRequest['topic'],
        message: String(body.message),
        orderId: typeof body.orderId === 'number' ? body.orderId : null,
      });
      stored.push(row);
      return row;
    }),
  ];
  const overridden = Object.entries(overrides).map(([operation, override]) =>
    answers(contentEndpoints[operation as ContentOperation], ({ request }) => override(request)),
  );
  // An override comes first: the fake answers a call with the first entry that matches.
  return Object.assign(createEndpointFetch([...overridden, ...fakes]), { sent });
}
