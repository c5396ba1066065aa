import type { EventType } from "~/gallery/event-types";

/** The demo gallery: events of a distributor's year with farmers and dealers across Pakistan. */
export interface DemoGalleryEvent {
  title: string;
  description: string;
  date: string;
  location: string;
  eventType: EventType;
  photos: number;
}

export const DEMO_GALLERY_EVENTS: DemoGalleryEvent[] = [
  {
    title: "Dealer Training on Safe and Effective Spraying",
    description:
      "A full-day training for dealers of south Punjab on product selection, sprayer calibration and safe handling of pesticides. Our agronomists demonstrated nozzle choice for cotton and wheat and covered resistance management for whitefly.",
    date: "2024-03-12",
    location: "Bosan Road, Multan",
    eventType: "training",
    photos: 5,
  },
  {
    title: "Wheat Harvest at a Demonstration Plot",
    description:
      "Harvest of our wheat demonstration plot, where weed control and rust sprays were compared with the farmer's usual practice. The treated plot yielded noticeably more than the untreated strip, and neighboring farmers joined to see the threshing.",
    date: "2024-04-25",
    location: "Chak 32/2-L, Okara",
    eventType: "harvest",
    photos: 4,
  },
  {
    title: "Cotton Whitefly Field Day",
    description:
      "More than 150 cotton growers gathered for a field day on whitefly and jassid management. Our team showed how to count pests on the underside of leaves, when to spray and how to rotate insecticide groups.",
    date: "2024-08-21",
    location: "Chak 16/WB, Vehari",
    eventType: "farm_visit",
    photos: 6,
  },
  {
    title: "Annual Dealers Lucky Draw",
    description:
      "Our yearly lucky draw to thank dealers for their support through the season. Prizes included motorcycles, knapsack sprayers and Umrah tickets, and were drawn in front of all the dealers present.",
    date: "2024-12-28",
    location: "Jaranwala Road, Faisalabad",
    eventType: "Lucky Draw",
    photos: 5,
  },
  {
    title: "Chilli Growers Training Session",
    description:
      "A training session for chilli growers on thrips, mites and fruit borer control, and on preventing flower drop in hot weather. Farmers also learned how to store and dispose of empty pesticide containers safely.",
    date: "2025-02-18",
    location: "Kunri, Umerkot",
    eventType: "training",
    photos: 4,
  },
  {
    title: "Sindhri Mango Harvest Visit",
    description:
      "We joined mango growers at the start of the Sindhri harvest to review the season's anthracnose and fruit fly control program. Growers shared results from preventive fungicide sprays at flowering.",
    date: "2025-06-24",
    location: "Mirpur Khas, Sindh",
    eventType: "harvest",
    photos: 3,
  },
  {
    title: "Basmati Stem Borer Scouting Visit",
    description:
      "Our field staff visited basmati growers to scout for stem borer and leaf folder damage and to check for early blast symptoms. Farmers were shown how to spot dead hearts and when a spray is really needed.",
    date: "2025-09-09",
    location: "Mananwala, Sheikhupura",
    eventType: "farm_visit",
    photos: 4,
  },
  {
    title: "Kinnow Orchard Health Visit",
    description:
      "A visit to kinnow orchards to advise on fruit drop, citrus canker and zinc and boron nutrition ahead of the picking season. Orchard owners discussed spray schedules and the use of growth regulators to hold fruit on the tree.",
    date: "2026-01-20",
    location: "Bhalwal, Sargodha",
    eventType: "farm_visit",
    photos: 5,
  },
  {
    title: "Our Stall at the Agri Expo",
    description:
      "Visitors to our stall at the agriculture exhibition saw our full product range and spoke with our agronomists about their crop problems. Many dealers and progressive farmers visited during the three-day event.",
    date: "2026-03-05",
    location: "Expo Centre, Lahore",
    eventType: "exhibition",
    photos: 6,
  },
  {
    title: "Free Soil Testing Camp",
    description:
      "A free soil and water testing camp for farmers before wheat sowing. Samples were tested for pH, salinity, organic matter and zinc, and every farmer received a written fertilizer recommendation for their field.",
    date: "2026-10-14",
    location: "Tando Allahyar, Sindh",
    eventType: "other",
    photos: 3,
  },
];
