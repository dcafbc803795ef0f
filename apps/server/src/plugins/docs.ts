import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, API_BASE, paths } from '@veso/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI from the routes' zod schemas, served at `/api/docs/json`, and Swagger UI at
 * `/api/docs`. Must be registered before the routes it documents.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'VeSo API',
        description:
          'API of the VeSo lottery shop. Every answer is an envelope `{ code, message, data? }`; code 0 is OK, other codes are the spec §8 catalogue with Vietnamese messages.',
        version: String(APP_VERSION),
      },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { target: 'openapi-3.0' } }),
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}${paths.docs}`,
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
}
