// The page's own script, built into every page's HTML (see page-script.tsx).
import { enhanceSiteHeader, offerUrdu, workOffline } from "./page-behaviour";

enhanceSiteHeader();
offerUrdu();
workOffline();
