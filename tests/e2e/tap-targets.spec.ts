/**
 * Every control of every public page can be hit by a thumb on a phone, in both languages:
 * each visible link, button, field, menu summary and [role=button] is at least 44x44 CSS px,
 * or is at least 24x24 and spaced as WCAG 2.2 allows an undersized target (its 44 px circle
 * touches no other target, nor another undersized target's circle), or is a link inside running
 * text, which WCAG exempts.
 */
import { type Page } from "@playwright/test";
import { localizedPath } from "~/i18n/locale";
import { waitForPageReady } from "./support/pages";
import { LANGUAGES, PHONE_SCREENS, PUBLIC_PAGE_KINDS } from "./support/public-pages";
import { expect, test } from "./support/test";

const TARGET_SIZE = 44;
/** The least an undersized target may measure even with room around it. */
const UNDERSIZED_MIN = 24;

/**
 * The page's targets that a thumb cannot hit well, each described with its text and size.
 *
 * The rules, measured in the browser:
 * - A target is a visible `a[href]`, `button`, `input` (not hidden), `select`, `textarea`,
 *   `summary` or `[role=button]`. Elements in a closed menu or an unopened dialog are not
 *   rendered and are left out, and so is what hidden overflow leaves no pixel of (the contact
 *   form's trap for bots); the slides the slider holds beside the screen are measured.
 * - Inline exemption (WCAG 2.2, 2.5.8 "Inline"): a link laid out inline whose paragraph has
 *   words of its own outside any target, as in "read our <a>privacy notice</a> first": its
 *   height is the line's. A link alone in its block (a list of links, a table cell, a card's
 *   title) is not running text and is measured.
 * - Spacing exception (WCAG 2.2, 2.5.8 "Spacing", with 44 px in place of 24): a target smaller
 *   than 44x44 but at least 24x24 passes when the 44 px circle centred on its box intersects no
 *   other target and no other undersized target's circle.
 * Sticky bars are measured where they sit in the page's flow, not over whatever they cover at
 * the moment.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ size, least }) => {
      const SELECTOR =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
      for (const element of document.querySelectorAll<HTMLElement>("*")) {
        if (getComputedStyle(element).position === "sticky") element.style.position = "static";
      }

      /**
       * True when hidden overflow leaves less than a pixel of the element to see, as with the
       * form's trap for bots: it is not there for people. Scrolling boxes (the slider) hide
       * nothing for good and are not counted.
       */
      const clippedAway = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        let { left, right, top, bottom } = box;
        for (let outer = element.parentElement; outer; outer = outer.parentElement) {
          const style = getComputedStyle(outer);
          const clip = outer.getBoundingClientRect();
          if (["hidden", "clip"].includes(style.overflowX)) {
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
          }
          if (["hidden", "clip"].includes(style.overflowY)) {
            top = Math.max(top, clip.top);
            bottom = Math.min(bottom, clip.bottom);
          }
        }
        return right - left < 1 || bottom - top < 1;
      };

      const isInline = (element: Element) => getComputedStyle(element).display === "inline";
      /** True when the link's block has words of its own beside its targets. */
      const inRunningText = (element: HTMLElement) => {
        if (element.tagName !== "A" || !isInline(element)) return false;
        let block = element.parentElement;
        while (block && ["inline", "contents"].includes(getComputedStyle(block).display)) {
          block = block.parentElement;
        }
        if (!block) return false;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(SELECTOR)) continue;
          if (!parent.checkVisibility({ visibilityProperty: true })) continue;
          if (/\p{L}/u.test(node.textContent ?? "")) return true;
        }
        return false;
      };

      const targets = [...document.querySelectorAll<HTMLElement>(SELECTOR)]
        .filter(
          (element) =>
            element.checkVisibility({ visibilityProperty: true }) && !clippedAway(element),
        )
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name =
            element.getAttribute("aria-label") ??
            (element.innerText || (element as HTMLInputElement).placeholder || "").trim();
          return {
            element,
            box,
            label: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ")[0]}` : ""} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
            exempt: inRunningText(element),
            undersized: box.width < size || box.height < size,
            centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
          };
        })
        .filter((target) => target.box.width > 0 && target.box.height > 0);

      /** How far the point lies from the box (0 inside it). */
      const distance = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - point.x, 0, point.x - box.right),
          Math.max(box.top - point.y, 0, point.y - box.bottom),
        );

      const problems: string[] = [];
      for (const target of targets) {
        if (target.exempt || !target.undersized) continue;
        if (target.box.width < least || target.box.height < least) {
          problems.push(`${target.label}: smaller than ${least}x${least}`);
          continue;
        }
        const crowding = targets.find(
          (other) =>
            other !== target &&
            !other.element.contains(target.element) &&
            !target.element.contains(other.element) &&
            (distance(target.centre, other.box) < size / 2 ||
              (other.undersized &&
                !other.exempt &&
                Math.hypot(target.centre.x - other.centre.x, target.centre.y - other.centre.y) <
                  size)),
        );
        if (crowding) problems.push(`${target.label}: too close to ${crowding.label}`);
      }
      return problems;
    },
    { size: TARGET_SIZE, least: UNDERSIZED_MIN },
  );
}

for (const screen of PHONE_SCREENS) {
  for (const language of LANGUAGES) {
    test(`every public page's controls take a thumb, ${language} at ${screen.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      const found: string[] = [];
      for (const [kind, path] of Object.entries(PUBLIC_PAGE_KINDS)) {
        await page.goto(localizedPath(path, language));
        await waitForPageReady(page);
        for (const problem of await smallTargets(page)) found.push(`${kind}: ${problem}`);
      }
      expect(found).toEqual([]);
    });
  }
}
