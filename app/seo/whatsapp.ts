/** A wa.me link that opens a chat with `number` (digits only) with `message` typed in. */
export function whatsappChatUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
