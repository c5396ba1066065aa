import { describe, expect, it } from "vitest";
import {
  DISTRICTS,
  districtFromName,
  districtsByProvince,
  findDistrict,
  PROVINCES,
} from "./districts";

describe("the district list", () => {
  it("names every district once, in English and Urdu, in a known province", () => {
    const codes = DISTRICTS.map((district) => district.code);
    expect(new Set(codes).size).toBe(codes.length);
    const provinces = new Set(PROVINCES.map((province) => province.code));
    for (const district of DISTRICTS) {
      expect(district.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(provinces.has(district.province)).toBe(true);
      expect(district.nameUr).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it("covers every province and territory", () => {
    for (const province of PROVINCES) {
      expect(DISTRICTS.some((district) => district.province === province.code)).toBe(true);
    }
    expect(DISTRICTS.filter((district) => district.province === "punjab")).toHaveLength(41);
    expect(DISTRICTS.filter((district) => district.province === "sindh")).toHaveLength(30);
  });
});

describe("districtFromName", () => {
  it("finds a district by its code or its name in either language, however spaced", () => {
    expect(districtFromName("multan")?.code).toBe("multan");
    expect(districtFromName(" Rahim Yar Khan ")?.code).toBe("rahim-yar-khan");
    expect(districtFromName("rahim-yar-khan")?.code).toBe("rahim-yar-khan");
    expect(districtFromName("ملتان")?.code).toBe("multan");
    expect(districtFromName("فیصل  آباد")?.code).toBe("faisalabad");
    expect(districtFromName("فیصلآباد")?.code).toBe("faisalabad");
    expect(districtFromName("Gilgit-Baltistan")).toBeUndefined();
    expect(districtFromName("")).toBeUndefined();
    expect(findDistrict("lahore")?.nameUr).toBe("لاہور");
  });
});

describe("districtsByProvince", () => {
  it("lists every district once under its province, in the alphabet of the page", () => {
    for (const locale of ["en", "ur"] as const) {
      const provinces = districtsByProvince(locale);
      expect(provinces.map((province) => province.code)).toEqual(PROVINCES.map((p) => p.code));
      const codes = provinces.flatMap((province) => province.districts.map((d) => d.code));
      expect(codes.sort()).toEqual(DISTRICTS.map((district) => district.code).sort());
      for (const province of provinces) {
        const names = province.districts.map((district) => district.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
      }
    }
    expect(districtsByProvince("ur")[1]).toMatchObject({ code: "sindh", name: "سندھ" });
  });
});
