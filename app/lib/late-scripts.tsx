import { Scripts } from "@remix-run/react";
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

type ScriptsProps = Parameters<typeof Scripts>[0];

interface ElementProps {
  rel?: string;
  href?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
}

/** `import * as route0 from "/assets/root-abc.js";`, as Remix's module script writes them. */
const ROUTE_IMPORT = /import \* as (\w+) from ("[^"\n]+");/g;
/** `import("/assets/entry.client-abc.js");`: the start of hydration. */
const ENTRY_IMPORT = /import\(("[^"\n]+")\);/;

/**
 * The text of a classic script that does what Remix's module script does (import the page's
 * route modules, hand them to Remix, import the client entry, which hydrates), but only once
 * the page has loaded and painted, after preloading the same modules Remix would have.
 * Returns undefined when the text is not in the shape this knows.
 */
export function lateHydrationScript(moduleScript: string, preloads: string[]): string | undefined {
  const imports: { name: string; url: string }[] = [];
  const rest = moduleScript.replace(ROUTE_IMPORT, (_, name: string, url: string) => {
    imports.push({ name, url });
    return "";
  });
  // Any other static import (Vite's development runtime) cannot move into a function.
  if (imports.length === 0 || !ENTRY_IMPORT.test(rest) || /^\s*import\s/m.test(rest)) {
    return undefined;
  }
  return [
    "(function(){",
    "function hydrate(){",
    // Fetched side by side, as Remix's modulepreload links would; taken out of the head before
    // hydration, which expects the head the server sent.
    `var links=${JSON.stringify(preloads)}.map(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;return document.head.appendChild(link);});`,
    `Promise.all([${imports.map(({ url }) => `import(${url})`).join(",")}]).then(function(modules){`,
    "links.forEach(function(link){link.remove();});",
    ...imports.map(({ name }, index) => `var ${name}=modules[${index}];`),
    rest.replace(/^\s*;\s*$/m, "").trim(),
    "});",
    "}",
    // After the load event (the page and its eager images are in) and the page's first
    // contentful paint (a page without images can load before it paints), then after the next
    // painted frame; without paint timing, or if it never comes, a few seconds after the load.
    "var started=false;",
    "function start(){if(started)return;started=true;requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(hydrate,0);});});}",
    'function afterPaint(){setTimeout(start,3000);try{var observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start();}});observer.observe({type:"paint",buffered:true});}catch(error){start();}}',
    'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});',
    "})();",
  ].join("\n");
}

function flatten(node: ReactNode): ReactNode[] {
  return Children.toArray(node).flatMap((child) =>
    isValidElement<ElementProps>(child) && child.type === Fragment
      ? flatten(child.props.children)
      : [child],
  );
}

/** The id of the script that starts hydration late, by which the browser knows the server sent it. */
export const LATE_HYDRATION_ID = "late-hydration";

/**
 * Remix's <Scripts>, with the page's scripts loaded late: no modulepreload links in the page,
 * and the module script that starts hydration replaced by one that waits until the page has
 * loaded. On a slow link the HTML and the page's main image then have the connection to
 * themselves; the scripts (cached after the first visit) follow. Until they have run, the page
 * works as it does without JavaScript. In development, and whenever Remix's output is not in
 * the expected shape, Remix's own <Scripts> is rendered.
 */
export function LateScripts(props: ScriptsProps) {
  // Remix's Scripts is called as a function so that its output can be changed; it keeps its
  // hooks, in the same order on every render.
  const rendered = Scripts(props) as ReactElement | null;
  if (rendered === null || import.meta.env.DEV) return rendered;
  const inBrowser = typeof document !== "undefined";
  // Hydrating, the browser renders what the server sent; Remix leaves the module script blank.
  if (inBrowser && !document.getElementById(LATE_HYDRATION_ID)) return rendered;
  const preloads: string[] = [];
  let replaced = false;
  const kept = flatten(rendered).flatMap<ReactNode>((node) => {
    if (!isValidElement<ElementProps>(node)) return [node];
    if (node.type === "link" && node.props.rel === "modulepreload" && node.props.href) {
      preloads.push(node.props.href);
      return [];
    }
    if (node.type === "script" && node.props.type === "module") {
      const late = inBrowser
        ? " "
        : lateHydrationScript(node.props.dangerouslySetInnerHTML?.__html ?? "", preloads);
      if (late === undefined) return [node];
      replaced = true;
      return [
        <script
          key={LATE_HYDRATION_ID}
          id={LATE_HYDRATION_ID}
          nonce={props?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: late }}
        />,
      ];
    }
    return [node];
  });
  return replaced ? <>{kept}</> : rendered;
}
