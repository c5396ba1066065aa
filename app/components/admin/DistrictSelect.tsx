import { DISTRICTS, PROVINCES } from "~/dealers/districts";
import { FieldError, FieldLabel, fieldA11y } from "./fields";

/** Every district of the list as options, grouped by province. */
function DistrictOptions() {
  return PROVINCES.map((province) => (
    <optgroup key={province.code} label={province.name}>
      {DISTRICTS.filter((district) => district.province === province.code).map((district) => (
        <option key={district.code} value={district.code}>
          {district.name}
        </option>
      ))}
    </optgroup>
  ));
}

/**
 * A district chosen from the list, never typed: the options grouped by province. `none` is the
 * choice of no district ("Choose a district", "All districts").
 */
export function DistrictSelect({
  id,
  name = "district",
  label,
  value,
  none,
  required = false,
  error,
}: {
  id: string;
  name?: string;
  label: string;
  value: string | null;
  none: string;
  required?: boolean;
  error?: string;
}) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={value ?? ""}
        {...fieldA11y(id, error)}
      >
        <option value="">{none}</option>
        <DistrictOptions />
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}
