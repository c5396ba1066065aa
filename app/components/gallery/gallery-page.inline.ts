// The gallery's own script, built into its HTML: the page is sent without Remix's scripts.
import { enhanceEventDialog, focusClosedEventCard, replaceFailedCovers } from "./gallery-behaviour";

replaceFailedCovers();
enhanceEventDialog();
focusClosedEventCard();
