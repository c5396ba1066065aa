/**
 * Every fact about the company in one place: pages, footer, structured data and e-mails read
 * it from here. Values marked PLACEHOLDER are stand-ins to replace with the real ones.
 */
export const SITE = {
  /** PLACEHOLDER */
  name: "Green Fields Agro Services",
  /** PLACEHOLDER */
  legalName: "Green Fields Agro Services (Pvt.) Ltd.",
  shortName: "Green Fields Agro",
  tagline: "Crop protection you can trust",
  established: 2004,
  /** The footer badge reads this, as the original site does. */
  trustedSinceBadge: "Trusted Since 2005",
  businessType: "Distributor of agricultural crop-protection products and fertilizers",
  /** PLACEHOLDER */
  taxRegistrationNumber: "NTN 0000000-0",
  address: {
    /** PLACEHOLDER */
    street: "12-B, Main Boulevard, Gulberg III",
    city: "Lahore",
    region: "Punjab",
    postalCode: "54660",
    country: "Pakistan",
  },
  /** PLACEHOLDER */
  email: "info@greenfieldsagro.example",
  /** PLACEHOLDER: shown as written, dialled as tel. */
  phones: [
    { label: "Office", display: "+92 42 3500 0000", tel: "+924235000000" },
    { label: "Mobile", display: "+92 300 0000000", tel: "+923000000000" },
  ],
  /** PLACEHOLDER: the number behind the chat button, digits only with country code. */
  whatsappNumber: "923000000000",
  /** PLACEHOLDER */
  facebookUrl: "https://www.facebook.com/",
  /** PLACEHOLDER */
  team: [
    {
      name: "Muhammad Ashraf",
      role: "Chief Executive",
      phoneDisplay: "+92 300 0000001",
      tel: "+923000000001",
    },
    {
      name: "Usman Tariq",
      role: "Sales Manager",
      phoneDisplay: "+92 300 0000002",
      tel: "+923000000002",
    },
    {
      name: "Dr. Ayesha Khan",
      role: "Technical Advisor (Agronomist)",
      phoneDisplay: "+92 300 0000003",
      tel: "+923000000003",
    },
  ],
  hours: {
    weekdays: "Mon-Sat 9:00 AM-6:00 PM",
    sunday: "Sunday closed",
  },
  /** The same hours for machines (structured data): 24-hour local time. */
  openingHours: {
    days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    opens: "09:00",
    closes: "18:00",
  },
  /** PLACEHOLDER: the office on the map. */
  location: { latitude: 31.5204, longitude: 74.3587 },
  parking: "Free parking is available in front of the office and in the plaza basement.",
  replyPromise: "We reply to every e-mail within 24 hours.",
} as const;

export const FULL_ADDRESS = `${SITE.address.street}, ${SITE.address.city}, ${SITE.address.region}, ${SITE.address.country}`;

export const PRIMARY_PHONE = SITE.phones[0];

export const WHATSAPP_URL = `https://wa.me/${SITE.whatsappNumber}`;

export const MAP_EMBED_URL = `https://www.google.com/maps?q=${SITE.location.latitude},${SITE.location.longitude}&z=16&output=embed`;

/** Directions to a place on the map, from wherever the visitor is. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

export const DIRECTIONS_URL = directionsUrl(SITE.location.latitude, SITE.location.longitude);
