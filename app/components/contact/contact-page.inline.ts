// The contact page's own script, built into its HTML: the page is sent without the router's
// scripts.
import { enhanceContactForm } from "./contact-form-behaviour";

const form = document.querySelector<HTMLFormElement>("form.contact-form");
if (form) enhanceContactForm(form);
