/**
 * Messages shown after a successful admin change. The action redirects with `?notice=<key>`
 * (post/redirect/get, so it works without JavaScript and a reload does not post again); only
 * these fixed texts can appear.
 */
export const NOTICES = {
  "category-created": "Category created.",
  "category-updated": "Category updated.",
  "category-deleted": "Category moved to the trash.",
  "crop-created": "Crop created.",
  "crop-updated": "Crop updated.",
  "crop-deleted": "Crop moved to the trash.",
  "product-created": "Product created.",
  "product-updated": "Product updated.",
  "product-deleted": "Product moved to the trash.",
  "batch-created": "Batch created.",
  "batch-updated": "Batch updated.",
  "batch-deleted": "Batch moved to the trash.",
  "batch-imported": "Batches imported.",
  "gallery-created": "Gallery item created.",
  "gallery-updated": "Gallery item updated.",
  "gallery-deleted": "Gallery item moved to the trash.",
  "dealer-created": "Dealer created.",
  "dealer-updated": "Dealer updated.",
  "dealer-deleted": "Dealer moved to the trash.",
  "dealers-imported": "Dealers imported.",
  "contact-updated": "Status updated.",
  "contact-deleted": "Message moved to the trash.",
  "contact-notes-saved": "Notes saved.",
  "contact-marked-replied": "Marked as replied.",
  "account-disabled": "Account disabled: its sessions and API tokens have stopped.",
  "account-enabled": "Account enabled.",
  "password-changed": "Password changed. Your other sessions are signed out.",
  "signed-out-others": "Signed out everywhere else.",
  "two-factor-off": "Two-factor sign-in is off.",
  "two-factor-required": "Two-factor sign-in is now required for every account.",
  "two-factor-optional": "Two-factor sign-in is now optional.",
  "trash-restored": "Restored from the trash.",
  "trash-deleted": "Deleted for good.",
  "search-handled": "Marked as handled: it leaves the list unless searched again on a later day.",
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeFrom(searchParams: URLSearchParams): string | null {
  const key = searchParams.get("notice");
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : null;
}
