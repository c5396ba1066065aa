import { serverEnv } from "~/config/env.server";

/**
 * The absolute origin that canonical, shared and sitemap links start with: PUBLIC_URL when it is
 * set, else the request's own (the server trusts X-Forwarded-Proto/Host from a proxy on
 * loopback, so behind one this is the address visitors use).
 */
export function publicOrigin(request: Request): string {
  return serverEnv().publicOrigin ?? new URL(request.url).origin;
}
