import { createRequestHandler, type ServerBuild } from "react-router";

/**
 * React Router's own request handler over a build holding only the root and the upload route
 * (`/admin/upload/:section`) with `module`: how the server runs it, without building the app.
 * The entry logs server errors, as the app's does.
 */
export function uploadRouteHandler(module: Record<string, unknown>) {
  const routeFields = { index: undefined, caseSensitive: undefined };
  const build = {
    mode: "production",
    entry: {
      module: {
        default: () => new Response("<html></html>"),
        handleError: (error: unknown) => console.error(error),
      },
    },
    routes: {
      root: { id: "root", path: "", ...routeFields, module: { default: () => null } },
      "routes/admin.upload.$section": {
        id: "routes/admin.upload.$section",
        parentId: "root",
        path: "admin/upload/:section",
        ...routeFields,
        module,
      },
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
  return createRequestHandler(build as unknown as ServerBuild, "production");
}
