import { useNavigation } from "react-router";

/** Whether a form with this `intent` is being submitted from the current page. */
export function usePendingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
