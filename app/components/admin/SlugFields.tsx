import { useState } from "react";
import { slugify } from "~/lib/slug";
import { FieldError, fieldA11y } from "./fields";

/**
 * Name and slug inputs. With JavaScript the slug follows the name as it is typed, until the
 * slug is edited by hand; left empty, the server derives it from the name.
 */
export function SlugFields({
  idPrefix,
  name,
  slug,
  errors,
  maxName,
  maxSlug,
  nameLabel = "Name",
}: {
  idPrefix: string;
  name: string;
  slug: string;
  errors: Record<string, string>;
  maxName: number;
  maxSlug: number;
  nameLabel?: string;
}) {
  const [slugValue, setSlugValue] = useState(slug);
  // A slug that is what the name gives keeps following the name.
  const [followsName, setFollowsName] = useState(slug === "" || slug === slugify(name));
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-name`}>{nameLabel} *</label>
        <input
          id={`${idPrefix}-name`}
          name="name"
          type="text"
          required
          maxLength={maxName}
          defaultValue={name}
          onChange={(event) => {
            if (followsName) setSlugValue(slugify(event.currentTarget.value));
          }}
          {...fieldA11y(`${idPrefix}-name`, errors.name)}
        />
        <FieldError id={`${idPrefix}-name`} message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-slug`}>Slug *</label>
        <input
          id={`${idPrefix}-slug`}
          name="slug"
          type="text"
          maxLength={maxSlug}
          value={slugValue}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          title="Lowercase letters, numbers and single hyphens"
          onChange={(event) => {
            setSlugValue(event.currentTarget.value);
            setFollowsName(event.currentTarget.value === "");
          }}
          {...fieldA11y(`${idPrefix}-slug`, errors.slug)}
        />
        <p className="field-hint">Used in the address. Left empty, it is made from the name.</p>
        <FieldError id={`${idPrefix}-slug`} message={errors.slug} />
      </div>
    </>
  );
}
