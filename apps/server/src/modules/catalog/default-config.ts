import { APP_VERSION, Code, messageForCode, type AppConfig } from '@veso/contract';
import { Category, PAYMENT_LIMITS, PRODUCTS, drawCalendarOf, type ProductId } from '@veso/domain';

/** Where the promo popup image is served from (`apps/server/public/promo.svg`). */
export const PROMO_IMAGE_URL = '/static/promo.svg';

function productsOf(category: Category): ProductId[] {
  return PRODUCTS.filter((p) => p.category === category).map((p) => p.id);
}

const KENO: ProductId = 'keno';
const kenoHours = drawCalendarOf(KENO).salesHours ?? { from: '08:15', to: '22:00' };

/**
 * The app configuration written by the seed (spec §5 payment limits per category, §9 Keno
 * hours and default flags). A payment limit is listed for every product of its category.
 * Operators change it in `app_settings` without a deploy.
 */
export function defaultAppConfig(): AppConfig {
  return {
    appVersion: APP_VERSION,
    latestVersion: APP_VERSION,
    orderConfig: {
      buyMinConfigs: ([Category.x636, Category.loto234] as const).flatMap((category) => {
        const limit = PAYMENT_LIMITS[category];
        if (limit.max === null || limit.maxMessage === null) {
          throw new Error(`Category ${category} has no payment maximum`);
        }
        const { max, maxMessage } = limit;
        return productsOf(category).map((productId) => ({
          category,
          productId,
          minAmount: limit.min,
          maxAmount: max,
          minMessage: limit.minMessage,
          maxMessage,
        }));
      }),
      orderTimeConfigs: [
        {
          productId: KENO,
          openAt: kenoHours.from,
          closeAt: kenoHours.to,
          code: Code.KENO_CLOSED,
          message: messageForCode(Code.KENO_CLOSED),
        },
      ],
    },
    // Spec §9: the group-play and group-Keno flags default off; this shop sells group play,
    // Keno groups included.
    features: { useCart: true, multiplePeriods: true, groupKeno: true, groupPlay: true },
    pageSizeOptions: [10, 20, 50],
    supportPhone: '1900 0000',
    // Reserved example hosts: the notice stays hidden until an operator sets real ones
    // (VESO_OLD_HOST / VESO_NEW_HOST or the stored setting).
    domainNotice: { oldHost: 'old.veso.example', newHost: 'veso.example' },
    promoPopup: {
      imageUrl: PROMO_IMAGE_URL,
      link: '/nap-tien',
      alt: 'Nạp tiền lần đầu, mua vé số Vietlott ngay trên điện thoại',
    },
    // Spec §4's 6x36 pause ("until 15/02") has ended: 6x36 is sold. An operator
    // pauses a product here, e.g. { productId: 'dientoan636', label: 'Tạm dừng đến 15/02' }.
    pausedProducts: [],
    comingSoonProducts: [],
  };
}
