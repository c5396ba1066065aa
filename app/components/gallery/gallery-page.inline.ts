// The gallery's own script, built into its HTML: the page is sent without the router's scripts.
import { enhanceEventDialog, focusClosedEventCard, replaceFailedCovers } from "./gallery-behaviour";

replaceFailedCovers(document);
const dialog = document.querySelector<HTMLElement>(".modal[role=dialog]");
if (dialog) enhanceEventDialog(dialog);
focusClosedEventCard();
