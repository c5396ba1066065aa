import type { Category } from "~/categories/categories.server";
import type { ContactMessage } from "~/contacts/contacts.server";
import type { GalleryItem } from "~/gallery/gallery.server";
import { fullImageUrl } from "~/images/image-variants";
import type { Product } from "~/products/products.server";

/**
 * Records as the REST contract shows them (SPEC section 3): `_id` as a string, a product's
 * category by name, image URLs (the largest variant) instead of storage keys.
 */
export function categoryRecord(category: Category) {
  return {
    _id: String(category.id),
    name: category.name,
    slug: category.slug,
    description: category.description,
    createdAt: category.createdAt,
  };
}

export function productRecord(product: Product) {
  return {
    _id: String(product.id),
    name: product.name,
    slug: product.slug,
    category: product.categoryName,
    description: product.description,
    image: product.image ? fullImageUrl(product.image) : null,
    features: product.features,
    usage: product.usage,
    specifications: product.specifications,
    createdAt: product.createdAt,
  };
}

export function galleryRecord(item: GalleryItem) {
  return {
    _id: String(item.id),
    title: item.title,
    description: item.description,
    images: item.images.map(fullImageUrl),
    date: item.date,
    location: item.location,
    eventType: item.eventType,
    createdAt: item.createdAt,
  };
}

export function contactRecord(message: ContactMessage) {
  return {
    _id: String(message.id),
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    status: message.status,
    adminNotes: message.adminNotes,
    createdAt: message.createdAt,
  };
}
