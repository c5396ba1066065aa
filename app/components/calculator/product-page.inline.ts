// The product page's own script, built into its HTML: the page is sent without the router's
// scripts. It answers the spray calculator as the farmer types.
import { enhanceSprayCalculator } from "./spray-calculator-behaviour";

const form = document.querySelector<HTMLFormElement>("form.calculator-form");
if (form) enhanceSprayCalculator(form);
