import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_HEADER_VERSION } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the same zod contracts the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "消费投诉维权平台 API",
        description: "所有响应均为 `{code, msg, data}`；业务码见错误目录（docs/product/errors.md）。",
        version: API_HEADER_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
