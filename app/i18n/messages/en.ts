/**
 * Every text of the public site in English: the source of the catalogue's keys. The Urdu
 * catalogue (ur.ts) must have the same shape (the type checker holds it to `Messages`) and the
 * same {placeholders} in each message (messages.test.ts). A plural is `{ one, other }`.
 *
 * Loaders pick the parts a page uses and send them with its data (app/i18n/messages.server.ts),
 * so no page's JavaScript carries a catalogue.
 */
import { SITE } from "~/config/site";
import { CONTACT_SUBJECT_OPTION_LABELS } from "~/contacts/contact-fields";
import { EVENT_TYPE_LABELS, type EventType } from "~/gallery/event-types";
import { ENGLISH_MONTHS } from "~/lib/dates";

export const en = {
  /** The company's facts as visitors read them; the unworded facts stay in app/config/site.ts. */
  company: {
    name: SITE.name,
    shortName: SITE.shortName,
    legalName: SITE.legalName,
    businessType: SITE.businessType,
    trustedSinceBadge: SITE.trustedSinceBadge,
    address: `${SITE.address.street}, ${SITE.address.city}, ${SITE.address.region}, ${SITE.address.country}`,
    city: SITE.address.city,
    phoneLabels: { office: "Office", mobile: "Mobile" },
    hours: { weekdays: SITE.hours.weekdays, sunday: SITE.hours.sunday },
    team: [
      { name: "Muhammad Ashraf", role: "Chief Executive" },
      { name: "Usman Tariq", role: "Sales Manager" },
      { name: "Dr. Ayesha Khan", role: "Technical Advisor (Agronomist)" },
    ],
    parking: SITE.parking,
    replyPromise: SITE.replyPromise,
  },

  /** The header, drawer, footer and states every public page shares. */
  chrome: {
    skipLink: "Skip to main content",
    mainNavigation: "Main",
    menu: "Menu",
    since: "Since {year}",
    nav: {
      home: "Home",
      products: "Products",
      about: "About Us",
      gallery: "Gallery",
      contact: "Contact",
      crops: "Crop Guide",
      dealers: "Dealers",
    },
    noCategories: "No categories found",
    /** The search box in every page's header. */
    search: {
      label: "Search products",
      placeholder: "Pest, crop or ingredient",
      button: "Search",
    },
    whatsapp: "WhatsApp",
    /** The call button beside WhatsApp in the header and on a product page. */
    call: "Call",
    /** The way to the authorised dealers (/dealers) from the home and product pages. */
    whereToBuy: "Where to Buy",
    facebook: "Facebook",
    /** The link to the same page in the other language, written in that language. */
    otherLanguage: { label: "اردو", name: "اس صفحے کو اردو میں پڑھیں" },
    /** Offered on an English page to a browser that prefers Urdu: written to that reader. */
    languageNotice: {
      text: "یہ صفحہ اردو میں بھی موجود ہے۔",
      link: "اردو میں پڑھیں",
      dismiss: "بند کریں",
    },
    footer: {
      about:
        "Since {year} we have supplied farmers, dealers and agro companies across Pakistan with genuine insecticides, herbicides, fungicides and fertilizers, with advice from people who know the field.",
      quickLinks: "Quick Links",
      contactUs: "Contact Us",
      businessHours: "Business Hours",
      copyright: "© {from}-{to} {company} All rights reserved.",
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      sitemap: "Sitemap",
    },
    breadcrumb: "Breadcrumb",
    noImage: "No image available",
    viewDetails: "View Details",
    /** A product card's labels for what the product is for. */
    cardFocus: { targets: "For", crops: "Crops" },
    returnHome: "Return to Home",
    contactUs: "Contact Us",
    productCategories: "Product categories",
    browseProducts: "Browse our products",
    backToProducts: "Back to Products",
    loadingCategory: "Loading category",
    loadingGallery: "Loading gallery",
    notFound: {
      page: {
        title: "Page Not Found",
        text: "The page you are looking for does not exist or has moved.",
      },
      category: {
        title: "Category Not Found",
        text: "The category you are looking for does not exist.",
      },
      product: {
        title: "Product Not Found",
        text: "The product you are looking for does not exist.",
      },
    },
    error: {
      title: "Something went wrong",
      text: "This page could not be loaded. Please try again in a moment.",
    },
    /** A category or product page whose data cannot be loaded. */
    categoryError: {
      title: "Error Loading Category",
      text: "Failed to load category data. Please try again.",
    },
    productError: {
      title: "Error Loading Product",
      text: "Failed to load product details. Please try again.",
    },
    /** The gallery page when its events cannot be loaded. */
    galleryFailed: {
      alert: "Failed to load gallery items. Please try again later.",
      title: "No Events Found",
      text: "No gallery events to show right now.",
    },
    galleryTitle: "Events & Activities Gallery",
    shareImageAlt: "{company}: protecting Pakistan's crops since {year}",
    /** Month names of dates such as 'March 5, 2025'. */
    months: ENGLISH_MONTHS,
    /** The 'Save for offline' control of product and category pages. */
    saveOffline: {
      save: "Save for offline",
      saving: "Saving...",
      saved: "Saved on this phone: you can read it without a connection.",
      failed: "Could not save it now. Try again when you have a connection.",
      savedPages: "Saved pages",
    },
  },

  home: {
    title: "{company} | Crop Protection Products in Pakistan",
    description:
      "Insecticides, herbicides, fungicides and fertilizers from {company}, Lahore. Serving farmers and dealers across Pakistan since {year}.",
    slider: {
      label: "Highlights",
      slide: "{number} of {count}",
      previous: "Previous slide",
      next: "Next slide",
      goTo: "Go to slide {number}",
      action: "Get in Touch",
    },
    slides: [
      {
        title: "Protecting Pakistan's Crops Since 2004",
        description:
          "Genuine insecticides, herbicides, fungicides and fertilizers for farmers and dealers in every province.",
      },
      {
        title: "Healthy Cotton, Better Yields",
        description:
          "Proven control of whitefly, jassid, thrips and bollworms, with advice on when and how much to spray.",
      },
      {
        title: "Clean Wheat, Stronger Harvests",
        description:
          "Herbicides and fungicides that keep dumbi sitti, broadleaf weeds and rust out of your wheat.",
      },
      {
        title: "Expert Advice in Your Field",
        description:
          "Our agronomists visit farms, test soil and train dealers, so every rupee spent on inputs pays back.",
      },
      {
        title: "Delivered Across Pakistan",
        description:
          "A dealer network from Punjab to Sindh and beyond brings the right product to your village on time.",
      },
    ],
    welcome: "Welcome to {company}",
    introTitle: "Your partner in crop protection for over two decades",
    intro:
      "From our base in Lahore we supply farmers, dealers and agro companies across Pakistan with crop-protection products they can rely on, and with the advice to use them well: the right product, the right dose, at the right time.",
    expertAdvice: "Get Expert Advice",
    record: "Our record",
    counters: {
      years: "Years of Experience",
      farmers: "Happy Farmers",
      products: "Quality Products",
      categories: "Product Categories",
    },
    all: "All",
    acrossPakistan: "Across Pakistan",
    servicesTitle: "What We Offer",
    servicesLabel: "Our services",
    services: [
      {
        title: "Product Range",
        text: "Insecticides, herbicides, fungicides, fertilizers and growth regulators for every major crop.",
      },
      {
        title: "Nationwide Coverage",
        text: "Dealers and distributors across Punjab, Sindh, Khyber Pakhtunkhwa and Balochistan.",
      },
      {
        title: "Technical Support",
        text: "Agronomists who visit fields, identify pests and diseases, and recommend the right dose.",
      },
      {
        title: "Fast Delivery",
        text: "Stock reaches dealers quickly in the spraying season, when timing decides the crop.",
      },
      {
        title: "Quality Assurance",
        text: "Registered, genuine products stored and transported the right way, batch by batch.",
      },
      {
        title: "Innovative Solutions",
        text: "New chemistries and smarter programmes that cut costs and slow resistance.",
      },
    ],
    trustedTitle: "Trusted by farmers and dealers since {year}",
    trustedText: "Learn who we are, what we stand for and the crops we help protect.",
    aboutCompany: "About Our Company",
  },

  about: {
    title: "About Us",
    description:
      "{company} has distributed crop-protection products from Lahore since {year}. Our vision, mission, products and the people we serve.",
    heading: "About {company}",
    subheading: "Serving Pakistan's farmers since {year}",
    whoWeAre: "Who We Are",
    whoWeAreText:
      "{company} is a Lahore-based distributor of agricultural crop-protection products. Since {year} we have supplied insecticides, herbicides, fungicides and fertilizers to farmers, dealers and agro companies across Pakistan. We work closely with growers in the field, so that the products we sell are used safely, at the right dose and at the right time.",
    vision: "Our Vision",
    visionText:
      "Every farmer in Pakistan protected by genuine products and sound advice, growing more from each acre while caring for the soil, the water and the people who work the land.",
    mission: "Our Mission",
    missionText:
      "To deliver effective, registered crop-protection products through a dependable dealer network, backed by technical support in the field and fair, honest dealing with every customer.",
    supplyTitle: "What We Supply",
    productTypes: [
      {
        name: "Insecticides",
        text: "Control of sucking and chewing pests in cotton, rice, vegetables and orchards.",
      },
      {
        name: "Herbicides",
        text: "Pre- and post-emergence weed control for wheat, rice, maize and sugarcane.",
      },
      {
        name: "Fungicides",
        text: "Protection against rusts, blights, blast, mildews and anthracnose.",
      },
      {
        name: "Fertilizers",
        text: "Micronutrients, water-soluble NPK and soil conditioners for balanced nutrition.",
      },
      {
        name: "Growth Regulators",
        text: "Products that manage plant height, flowering and fruit set.",
      },
      {
        name: "Seed Treatments",
        text: "Early protection of seed and seedlings against soil pests and diseases.",
      },
    ],
    serveTitle: "Who We Serve",
    clientGroups: [
      {
        name: "Farmers",
        text: "Smallholders and large growers who buy through our dealers or directly.",
      },
      {
        name: "Dealers",
        text: "Village and town dealers who stock our range and rely on our support.",
      },
      {
        name: "Agro Companies",
        text: "Firms that source products for their own programmes and contracts.",
      },
      {
        name: "Institutions",
        text: "Farms, cooperatives and projects that need steady supply and advice.",
      },
    ],
    businessTitle: "Business Information",
    facts: {
      companyName: "Company Name",
      established: "Established",
      businessType: "Business Type",
      taxRegistration: "Tax Registration",
      location: "Location",
      contact: "Contact",
    },
    contactUs: "Contact Us",
  },

  contact: {
    title: "Contact Us",
    description:
      "Call, e-mail or message {company} in {city} for product advice, bulk orders and dealership enquiries.",
    intro: "Questions about a product, a pest in your field or a bulk order? We are here to help.",
    urgent: "Pest attack or urgent problem in your crop?",
    urgentText: "Call us now for quick advice.",
    callNumber: "Call {phone}",
    teamTitle: "Talk to Our Team",
    detailsTitle: "Contact Details",
    address: "Address",
    email: "Email",
    hoursTitle: "Business Hours",
    parkingTitle: "Parking",
    call: "Call",
    formTitle: "Send Us a Message",
    mapTitle: "Find Us",
    mapFrameTitle: "Map of {company}",
    mapNote: "The map is loaded only when you ask for it, to save data.",
    showMap: "Show map",
    directions: "Get Directions",
    form: {
      checkFields: "Please check the highlighted fields.",
      name: "Full Name *",
      phone: "Phone or WhatsApp Number *",
      phoneHint: "Like {example}. No phone? Give your e-mail below.",
      email: "Email Address (optional)",
      subject: "Subject *",
      message: "Message *",
      chooseSubject: "Select a subject",
      subjects: CONTACT_SUBJECT_OPTION_LABELS,
      honeypot: "Leave this field empty",
      send: "Send Message",
      sending: "Sending...",
      sent: "Thank you for your message! We will get back to you soon.",
      failed: "Failed to send message. Please try again.",
      networkError: "Network error. Please try again later.",
      keptOnPhone: "Saved on your phone: it will be sent when you are back online.",
      tooLong: "Your message is too long to send.",
      tooMany:
        "You have sent several messages in a short time. Please try again in {minutes}, or call us.",
      minutes: { one: "{count} minute", other: "{count} minutes" },
    },
    /** What the contact form's checks say, field by field. */
    errors: {
      nameRequired: "Please enter your full name",
      nameTooLong: "Please keep your name under {max} characters",
      phoneOrEmailRequired:
        "Please give a phone or WhatsApp number, or an email address, so we can answer you",
      emailTooLong: "Please enter a shorter email address",
      emailInvalid: "Please enter a valid email address, like name@example.com",
      phoneTooLong: "Please keep the phone number under {max} characters",
      phoneInvalid: "A phone number may only contain digits, spaces and + - ( )",
      phoneTooShort: "This number is too short: a digit is missing. Write it like {example}",
      phoneTooManyDigits: "This number has too many digits. Write it like {example}",
      phoneUnknown:
        "This is not a number we can call. Write it like {example}, or another country's number with its code, like +44 20 7946 0958",
      subjectRequired: "Please choose a subject",
      messageRequired: "Please write your message",
      messageTooLong: "Please keep your message under {max} characters",
    },
    /** Typed into the WhatsApp chat staff open from a message, in the visitor's language. */
    replyGreeting: "Assalam-o-Alaikum {name}, this is {company} about your enquiry.",
  },

  category: {
    title: "{category} in Pakistan",
    description: "{text} {products} from {company}, Lahore.",
    /** The page's description when the category has none in the page's language. */
    descriptionFallback:
      "{products} from {company}, Lahore, with their doses and directions for use. Ask us which suits your crop.",
    productCount: { one: "{count} product", other: "{count} products" },
    empty: "No Products Available",
    emptyText:
      "We are updating this part of our range. Please check back soon or contact us for what is in stock.",
    productsIn: "Products in {category}",
    advice: "Not sure which product suits your crop? Our team will advise you.",
    adviceLink: "Contact Us for Advice",
  },

  product: {
    title: "{product} | {category}",
    /** The page's description when the product has none in the page's language. */
    descriptionFallback:
      "{product} from {company}, Lahore. Ask us for its uses, its dose for your crop and where to buy it.",
    overview: "Product Overview",
    features: "Key Features",
    usage: "Usage Instructions",
    specifications: "Specifications",
    composition: "Composition",
    dosage: "Dosage",
    waitingPeriod: "Waiting Period",
    contactForDetails: "Contact for Details",
    askOnWhatsapp: "Ask on WhatsApp",
    askOnWhatsappLabel: "Ask on WhatsApp about {product} (opens in a new tab)",
    whatsappMessage: "Hello, I would like to know more about {product}: {url}",
    related: "Related Products",
    uses: "Recommended Uses",
    useCrop: "Crop",
    useTarget: "Pest, disease or weed",
    useDose: "Dose",
    useWaitingPeriod: "Waiting period",
    /** The label's safety facts (the words of the facts themselves: app/products/safety.ts). */
    safety: {
      heading: "Safety",
      wear: "Wear when mixing and spraying",
      rescue: "In an emergency call Rescue {number}",
      firstAid: "First aid",
      antidote: "Antidote",
      registrationNumber: "Registration no.",
      labelPdf: "Label (PDF)",
      safetyDataSheetPdf: "Safety data sheet (PDF)",
    },
    // Pack sizes and the spray calculator.
    packs: "Packs",
    calculator: {
      heading: "How much to buy and spray",
      use: "Use",
      area: "Your area",
      areaHint: "For example 3.5 or 3 1/2",
      unit: "Area in",
      acres: "Acres",
      kanals: "Kanals (8 = 1 acre)",
      tank: "Sprayer tank",
      tankLitres: "{litres} litres",
      otherTank: "Other",
      otherTankLitres: "Other tank, in litres",
      submit: "Work it out",
      /** Beside a refused field. */
      problems: {
        acres: { one: "{count} acre", other: "{count} acres" },
        kanals: { one: "{count} kanal", other: "{count} kanals" },
        areaEmpty: "Enter your area, for example 3.5.",
        notANumber: "Write a number, for example 3.5 or 3 1/2.",
        notPositive: "Enter a number more than zero.",
        areaTooLarge: "That is more than {max}: please check the area.",
        litresEmpty: "Enter your tank's size in litres.",
        litresTooLarge: "That is more than {max} litres: please check the tank's size.",
      },
    },
    /** The calculator's answer and refusals (app/doses/spray-answer.ts). */
    sprayAnswer: {
      total: "Product needed",
      buy: "Packs to buy",
      pack: { one: "{count} pack of {size}", other: "{count} packs of {size}" },
      leftOver: "{amount} left over",
      noPacks: "No pack sizes listed: ask your dealer for the amount above.",
      perTank: "In each {litres}-litre tank",
      tanks: "Tanks to spray",
      tankCount: { one: "{count} tank", other: "{count} tanks" },
      waterFromLabel: "Worked out for {water} litres of water per acre, from the label.",
      waterAssumed:
        "The label gives no water volume: tanks are worked out for {water} litres per acre.",
    },
  },

  gallery: {
    description:
      "Farm visits, trainings, exhibitions, harvests and lucky draws of {company} with farmers and dealers across Pakistan.",
    /** A filtered gallery's title, one per event type (Urdu inflects each differently). */
    typeTitles: {
      farm_visit: "Farm Visit Events",
      training: "Training Events",
      exhibition: "Exhibition Events",
      harvest: "Harvest Events",
      "Lucky Draw": "Lucky Draw Events",
      other: "Other Events",
    } satisfies Record<EventType, string>,
    pageTitle: "Page {page}",
    subtitle: "Our work with farmers and dealers across Pakistan",
    subtitleCount: {
      one: "{count} event from our work with farmers and dealers across Pakistan",
      other: "{count} events from our work with farmers and dealers across Pakistan",
    },
    filterLabel: "Filter events by type",
    allEvents: "All Events",
    eventTypes: EVENT_TYPE_LABELS,
    empty: "No Events Found",
    emptyNone: "No gallery events have been added yet. Please check back later.",
    emptyType: "There are no events in this category at the moment.",
    pagesLabel: "Gallery pages",
    newer: "Newer events",
    older: "Older events",
    pageOf: "Page {page} of {count}",
    ctaTitle: "Want us at your village or dealership?",
    ctaText: "We run field days, trainings and soil testing camps across Pakistan.",
    contactUs: "Contact Us",
    aboutCompany: "About Our Company",
    photos: { one: "{count} photo", other: "{count} photos" },
    viewGallery: "View Gallery",
    close: "Close",
    type: "Type: {type}",
    noPhotos: "No photos have been added for this event yet.",
    photoAlt: "{title}, {number} of {count} (opens in a new tab)",
  },

  crops: {
    title: "Crop Guide",
    description:
      "The pests, diseases and weeds of the crops Pakistan grows, and the products recommended against each, with their doses.",
    heading: "Crop Guide",
    intro:
      "Choose your crop to see its pests, diseases and weeds, and what to spray against each, with the dose.",
    productCount: { one: "{count} product", other: "{count} products" },
    empty: "No crops in the guide yet",
    emptyText: "Ask our team which product suits your crop.",
    cropTitle: "{crop}: pests, diseases and weeds",
    cropDescription: "What to spray on {crop} against {targets}, with doses, from {company}.",
    cropIntro:
      "The products recommended against each of its pests, diseases and weeds, with their doses.",
    product: "Product",
    dose: "Dose",
    waitingPeriod: "Waiting period",
    /** The headings of a crop's targets, by kind, in the order the page lists them. */
    kinds: {
      pest: "Pests",
      disease: "Diseases",
      weed: "Weeds",
      nutrition: "Nutrition and growth",
    },
    allCrops: "All crops",
    askUs: "Ask our team",
    /** A recommendation's link to its product's spray calculator, with its use chosen. */
    calculate: "Work it out for my field",
  },

  /** 'Where to buy': the authorised dealers of a district (/dealers). */
  dealers: {
    title: "Where to Buy: Authorised Dealers",
    description:
      "Find an authorised {company} dealer in your district, with each shop's phone and WhatsApp, so you buy genuine products.",
    intro:
      "Buy only from an authorised dealer. Choose your district to see our dealers there, with their phone numbers.",
    introProduct: "Choose your district to see which of our dealers stock {product}.",
    districtsHeading: "Districts with our dealers",
    dealerCount: { one: "{count} dealer", other: "{count} dealers" },
    /** The <select> of every district, grouped by province. */
    chooseDistrict: "Or choose any district",
    chooseAnotherDistrict: "Choose another district",
    choosePrompt: "Choose your district",
    show: "Show dealers",
    allDistricts: "All districts",
    districtTitle: "Dealers in {district}",
    townTitle: "Dealers in {town}, {district}",
    districtDescription:
      "Authorised {company} dealers in {district}, with each shop's address, phone and WhatsApp.",
    found: {
      one: "{count} authorised dealer. Call before you go.",
      other: "{count} authorised dealers. Call before you go.",
    },
    towns: "Tehsil or town",
    allTowns: "All towns",
    /** A dealer's card, when the farmer came from a product it stocks. */
    stocks: "Stocks {product}",
    stockNote: {
      one: "These are all our dealers here; {count} of them has told us it stocks {product} and is listed first.",
      other:
        "These are all our dealers here; {count} of them have told us they stock {product} and are listed first.",
    },
    stockNone:
      "These are all our dealers here; none has told us yet that they stock {product}. Call and ask.",
    directions: "Directions",
    whatsappGreeting: "Assalam-o-Alaikum. I found your shop on the {company} website.",
    whatsappGreetingProduct:
      "Assalam-o-Alaikum. I found your shop on the {company} website. Do you have {product}?",
    none: "No dealer in {district} yet",
    noneText:
      "Call or WhatsApp our office: we will tell you the nearest place to buy our products.",
    callOffice: "Call the office",
    whatsappOffice: "WhatsApp the office",
    officeGreeting:
      "Assalam-o-Alaikum. I am in {district} district. Where can I buy your products?",
    otherDistricts: "Our dealers in other districts of {province}",
  },

  search: {
    title: "Search",
    titleFor: "Search: {query}",
    description:
      "Find crop-protection products by pest, crop, disease or active ingredient, in English, Urdu or Roman Urdu.",
    heading: "Search Products",
    prompt:
      "Type a pest, a crop, a disease or an active ingredient, in English, Urdu or Roman Urdu: whitefly, safed makhi, wheat rust, imidacloprid.",
    found: {
      one: "{count} product for “{query}”",
      other: "{count} products for “{query}”",
    },
    empty: "No products found",
    emptyText: "Nothing matches “{query}”. Try a shorter or another word, or look through:",
    categories: "Our product categories",
    askUs: "Ask our team",
  },

  /** The pages kept on the phone for reading offline (/saved); also the offline page. */
  saved: {
    title: "Saved pages",
    description: "Pages saved on this phone, to read without a connection.",
    intro:
      "Pages you have opened or saved on this phone can be read here without a connection, as they were when saved.",
    none: "Nothing is saved on this phone yet. Open a product, or press 'Save for offline' on its page.",
    limits: "The phone keeps the last {pages} pages; older ones make room for new ones.",
  },

  /** Pack verification (/verify): the check, its answers, the report of a suspect pack, the SMS. */
  verify: {
    title: "Is your pack genuine?",
    description:
      "Check the code under the scratch panel of a {company} pack, or its batch number: genuine, expired, recalled or not ours.",
    intro: "Scratch the panel on the pack and type the code under it, or scan the pack's QR code.",
    /** The link on the home and product pages. */
    link: "Is your pack genuine? Check it",
    code: "Code under the scratch panel",
    codeHint:
      "12 letters and numbers, like {example}. Capital or small letters, spaces and dashes do not matter.",
    batchSwitch: "I only have the batch number",
    batch: "Batch number",
    batchHint:
      "Printed on the pack near the expiry date. It tells you about the batch, not about one pack.",
    district: "Your district (optional)",
    chooseDistrict: "Choose a district",
    check: "Check",
    checkAnother: "Check another pack",
    product: "Product",
    batchNumber: "Batch",
    manufactured: "Made on",
    expires: "Expires on",
    checked: "Checked: {code}",
    genuine: "Genuine",
    genuineText: "This pack is ours. This is the first check of its code.",
    repeat: "Checked before",
    repeatText:
      "This code is ours, but it was first checked on {date}{place}. If that was not you, this pack may be a copy: do not use it, and tell us where you bought it.",
    repeatPlace: " in {district}",
    expired: "Do not use: expired",
    expiredText:
      "This batch expired on {date}. An expired product may not work and can harm your crop. Return it to the shop.",
    recalled: "Do not use: recalled",
    recalledText: "We have called this batch back. Return it to the shop, or call us.",
    recallReason: "Why: {note}",
    unknown: "Not found: it may be fake",
    unknownText:
      "We have no record of this code. It may be fake: do not use it. Tell us where you bought it.",
    malformed:
      "A code has 12 letters and numbers, like {example}, without 0, 1, 2, 5, 8 or the letters like them. Check what you typed and try again.",
    batchFound: "This batch is ours",
    batchFoundText:
      "The batch number is printed on every pack of the batch, so it cannot show that this one pack is genuine: scratch the panel and check its code.",
    batchUnknown: "Not found: it may be fake",
    batchUnknownText:
      "We have no batch with this number. Check what you typed: if it is right, the pack may be fake, so do not use it.",
    tooMany:
      "You have made many checks in a short time. Please try again in {minutes}, or call us on {phone}.",
    failed: "The check could not be made right now. Please try again in a moment.",
    report: {
      title: "Report where you bought it",
      open: "Report this pack",
      intro: "Our team will look into the shop. We call you only about this report.",
      district: "District where you bought it *",
      shop: "Shop name *",
      phone: "Your phone number *",
      phoneHint: "Like {example}.",
      name: "Your name (optional)",
      note: "Anything else (optional)",
      photo: "Photo of the pack (optional)",
      photoHint: "JPG, PNG or WebP, up to {size}.",
      send: "Send report",
      sent: "Thank you. Your report has reached our team: we will look into the shop and may call you.",
      checkFields: "Please check the highlighted fields.",
      failed: "The report could not be sent. Please try again.",
      honeypot: "Leave this field empty",
      tooLarge: "The photo is too large to send. Choose a smaller one, up to {size}.",
    },
    errors: {
      codeTooLong: "A code is 12 letters and numbers: this is too long",
      batchTooLong: "Please keep the batch number under {max} characters",
      codeOrBatchRequired: "Type the code from under the scratch panel, or the batch number",
      districtUnknown: "Please choose a district from the list",
      districtRequired: "Please choose the district where you bought it",
      shopRequired: "Please write the name of the shop",
      shopTooLong: "Please keep the shop's name under {max} characters",
      phoneRequired: "Please give your phone number so our team can call you",
      nameTooLong: "Please keep your name under {max} characters",
      noteTooLong: "Please keep this under {max} characters",
      photoType: "The photo must be a JPG, PNG or WebP picture",
      photoTooLarge: "The photo is too large: up to {size}",
    },
    /**
     * The answers an SMS or WhatsApp gateway sends (GET /api/verify): one SMS each, so short,
     * plain and in GSM letters in English (app/verification/verify-sms.ts fits them).
     */
    sms: {
      genuine: "GENUINE: {product}, batch {batch}, expires {expires}.",
      repeat:
        "WARNING: this code was first checked on {date}{place}. If that was not you, the pack may be a copy: do not use it.",
      repeatPlace: " in {district}",
      expired: "DO NOT USE: {product} batch {batch} expired on {expires}. Return it to the shop.",
      recalled: "DO NOT USE: {product} batch {batch} is recalled. Return it to the shop. {note}",
      unknown:
        "NOT FOUND: we have no record of this code. It may be fake: do not use it. Report the shop: {phone}",
      malformed:
        "NOT A CODE: a code has 12 letters and numbers, like AC3F-7KXM-P4TY. Check it and send again.",
      batchFound:
        "BATCH IS OURS: {product}, expires {expires}. A batch number cannot prove a pack genuine: send the scratch code.",
      batchUnknown:
        "NOT FOUND: we have no batch with this number. It may be fake: do not use it. Report the shop: {phone}",
    },
  },

  /** The web app manifest of the language's pages. */
  manifest: {
    description: "{businessType}, {city}",
  },
} as const;
