// The script every page carries, built into its HTML (see page-script.tsx): what every page
// needs of JavaScript, on the page as the server sent it.
import { LANGUAGE_NOTICE_TEMPLATE_ID } from "./language-preference";
import { enhanceSaveForOffline, enhanceSiteHeader, offerUrdu, workOffline } from "./page-behaviour";

const header = document.querySelector<HTMLElement>(".site-header");
if (header) enhanceSiteHeader(header);
const notice = document.getElementById(LANGUAGE_NOTICE_TEMPLATE_ID);
if (notice instanceof HTMLTemplateElement) offerUrdu(notice);
workOffline();
const saveForOffline = document.getElementById("save-offline");
if (saveForOffline) enhanceSaveForOffline(saveForOffline);
