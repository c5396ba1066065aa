/** A wa.me link that opens a chat with `number` (digits only) with `message` typed in. */
export function whatsappChatUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** What a visitor asks about a product, with its page so the company sees which one. */
export function productEnquiryMessage(productName: string, pageUrl: string): string {
  return `Hello, I would like to know more about ${productName}: ${pageUrl}`;
}
