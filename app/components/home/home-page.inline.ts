// The home page's own script, built into its HTML: the page is sent without the router's scripts.
import {
  COUNTER_VISIBILITY_THRESHOLD,
  SLIDE_INTERVAL_MS,
  startCounter,
  startHeroSlider,
} from "./home-behaviour";

document.querySelectorAll<HTMLElement>(".hero").forEach((section) => {
  startHeroSlider(section, SLIDE_INTERVAL_MS);
});
document.querySelectorAll<HTMLElement>(".counter-value[data-target]").forEach((element) => {
  startCounter(element, COUNTER_VISIBILITY_THRESHOLD);
});
