import type { SelectHTMLAttributes } from "react";
import { DISTRICTS, PROVINCES, districtName } from "~/dealers/districts";
import { useSiteText } from "~/i18n/site-text";

/**
 * A choice of every district of Pakistan in the page's language, grouped by province: never
 * typed freely. The first choice, `placeholder`, is none.
 */
export function DistrictSelect({
  placeholder,
  ...props
}: { placeholder: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { locale } = useSiteText();
  return (
    <select {...props}>
      <option value="">{placeholder}</option>
      {PROVINCES.map((province) => (
        <optgroup key={province.code} label={locale === "ur" ? province.nameUr : province.name}>
          {DISTRICTS.filter((district) => district.province === province.code).map((district) => (
            <option key={district.code} value={district.code}>
              {districtName(district, locale)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
