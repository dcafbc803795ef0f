import { coercedInt4, z } from './zod';

import { APP_VERSION, OS_TYPE } from './constants';

export const getConfigQuerySchema = z.object({
  os_type: coercedInt4().min(0).max(9).default(OS_TYPE),
  current_version: coercedInt4().min(0).default(APP_VERSION),
});
export type GetConfigQuery = z.infer<typeof getConfigQuerySchema>;

export const buyMinConfigSchema = z.object({
  category: z.number().int(),
  productId: z.string(),
  minAmount: z.number().int().nonnegative(),
  maxAmount: z.number().int().positive(),
  minMessage: z.string(),
  maxMessage: z.string(),
});

export const orderTimeConfigSchema = z.object({
  productId: z.string(),
  /** Local time Asia/Ho_Chi_Minh, HH:mm. */
  openAt: z.string().regex(/^\d{2}:\d{2}$/),
  closeAt: z.string().regex(/^\d{2}:\d{2}$/),
  code: z.number().int(),
  message: z.string(),
});

export const featureFlagsSchema = z.object({
  useCart: z.boolean(),
  multiplePeriods: z.boolean(),
  groupKeno: z.boolean(),
  groupPlay: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const pausedProductSchema = z.object({
  productId: z.string(),
  /** Shown on the card, e.g. 'Tạm dừng đến 15/02'. */
  label: z.string(),
});

/** The app configuration answered by `GET /customer/get_config_v2`. */
export const appConfigSchema = z.object({
  appVersion: z.number().int(),
  latestVersion: z.number().int(),
  orderConfig: z.object({
    buyMinConfigs: z.array(buyMinConfigSchema),
    orderTimeConfigs: z.array(orderTimeConfigSchema),
  }),
  features: featureFlagsSchema,
  pageSizeOptions: z.array(z.number().int().positive()).min(1),
  supportPhone: z.string(),
  domainNotice: z.object({
    oldHost: z.string(),
    newHost: z.string(),
  }),
  promoPopup: z
    .object({
      imageUrl: z.string(),
      link: z.string(),
      alt: z.string(),
    })
    .nullable(),
  pausedProducts: z.array(pausedProductSchema),
  comingSoonProducts: z.array(z.string()),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
