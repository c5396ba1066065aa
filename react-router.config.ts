import type { Config } from "@react-router/dev/config";

// Every page is rendered on the server; the routes are the files in app/routes (app/routes.ts).
export default {
  ssr: true,
} satisfies Config;
