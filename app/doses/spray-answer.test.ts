import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { ur } from "~/i18n/messages/ur";
import type { Dose } from "./dose";
import {
  answerCalculator,
  calculatorAt,
  calculatorErrors,
  calculatorProblems,
  calculatorSetup,
  chosenUse,
  formatQuantity,
  readCalculatorQuestion,
  type CalculatorQuestion,
} from "./spray-answer";

const DHAAL_PACKS = [
  { amount: 100, unit: "ml" },
  { amount: 250, unit: "ml" },
  { amount: 500, unit: "ml" },
  { amount: 1, unit: "L" },
] as const;
const WHITEFLY: Dose = { amount: 250, unit: "ml", area: "acre" };
const RANGE_WITH_WATER: Dose = {
  amount: 600,
  amountMax: 800,
  unit: "ml",
  area: "acre",
  waterLitres: 100,
  waterLitresMax: 120,
};

const setups = {
  en: calculatorSetup("en", en.product.sprayAnswer, { "1": WHITEFLY, "3": RANGE_WITH_WATER }, [
    ...DHAAL_PACKS,
  ]),
  ur: calculatorSetup("ur", ur.product.sprayAnswer, { "1": WHITEFLY, "3": RANGE_WITH_WATER }, [
    ...DHAAL_PACKS,
  ]),
};

function question(fields: Partial<CalculatorQuestion>): CalculatorQuestion {
  return { use: "1", area: "3.5", unit: "acre", tank: "16", litres: "", ...fields };
}

describe("readCalculatorQuestion", () => {
  it("reads the form's fields, with the usual unit and tank for what it does not know", () => {
    const query = new URLSearchParams("use=2&area=3+1%2F2&unit=kanal&tank=other&litres=12");
    expect(readCalculatorQuestion((name) => query.get(name))).toEqual({
      use: "2",
      area: "3 1/2",
      unit: "kanal",
      tank: "other",
      litres: "12",
    });
    const odd = new URLSearchParams("unit=hectare&tank=17");
    expect(readCalculatorQuestion((name) => odd.get(name))).toEqual({
      use: "",
      area: "",
      unit: "acre",
      tank: "16",
      litres: "",
    });
    expect(chosenUse("3", ["1", "3"])).toBe("3");
    expect(chosenUse("9", ["1", "3"])).toBe("1");
  });
});

describe("formatQuantity", () => {
  it("writes an amount as a farmer measures it, in litres or kilograms from a thousand up", () => {
    expect(formatQuantity(875, 875, "ml", "en")).toBe("875 ml");
    expect(formatQuantity(1750, 1750, "ml", "en")).toBe("1.75 L");
    expect(formatQuantity(36.36, 36.36, "ml", "en")).toBe("36 ml");
    expect(formatQuantity(2.54, 2.54, "g", "en")).toBe("2.5 g");
    expect(formatQuantity(28_000, 28_000, "g", "ur")).toBe("28 کلوگرام");
    expect(formatQuantity(200, 250, "ml", "en")).toBe("200–250 ml");
    expect(formatQuantity(200, 250, "ml", "ur")).toBe("200 سے 250 ملی لیٹر");
    // A range is written in the unit of its high end.
    expect(formatQuantity(800, 1200, "ml", "en")).toBe("0.8–1.2 L");
    expect(formatQuantity(999.6, 999.6, "ml", "en")).toBe("1 L");
  });
});

describe("answerCalculator", () => {
  it("answers 3.5 acres of cotton against whitefly in a 16-litre tank, in English", () => {
    expect(answerCalculator(question({}), "1", setups.en)).toEqual({
      facts: [
        { label: "Product needed", value: "875 ml" },
        {
          label: "Packs to buy",
          value: "1 pack of 500 ml\n4 packs of 100 ml",
          note: "25 ml left over",
        },
        { label: "In each 16-litre tank", value: "40 ml" },
        { label: "Tanks to spray", value: "22 tanks" },
      ],
      water: "The label gives no water volume: tanks are worked out for 100 litres per acre.",
    });
  });

  it("answers the same in Urdu, with Urdu words for the units", () => {
    expect(answerCalculator(question({}), "1", setups.ur)).toEqual({
      facts: [
        { label: "کل دوا", value: "875 ملی لیٹر" },
        {
          label: "کون سے پیک خریدیں",
          value: "500 ملی لیٹر کا 1 پیک\n100 ملی لیٹر کے 4 پیک",
          note: "25 ملی لیٹر دوا بچ جائے گی",
        },
        { label: "16 لیٹر کی ہر ٹینکی میں", value: "40 ملی لیٹر" },
        { label: "کتنی ٹینکیاں", value: "22 ٹینکیاں" },
      ],
      water: "لیبل پر پانی کی مقدار نہیں: ٹینکیوں کا حساب فی ایکڑ 100 لیٹر پانی مان کر ہے۔",
    });
  });

  it("takes the area in kanals, eight to the acre, typed as a farmer types it", () => {
    const inAcres = answerCalculator(question({}), "1", setups.en);
    expect(answerCalculator(question({ area: "28", unit: "kanal" }), "1", setups.en)).toEqual(
      inAcres,
    );
    expect(answerCalculator(question({ area: "3 1/2" }), "1", setups.en)).toEqual(inAcres);
    expect(answerCalculator(question({ area: "۳.۵" }), "1", setups.en)).toEqual(inAcres);
  });

  it("gives a range for a range dose, packs for its high end, and the label's water", () => {
    const answer = answerCalculator(question({ area: "2", tank: "20" }), "3", setups.en);
    expect(answer?.facts).toEqual([
      { label: "Product needed", value: "1.2–1.6 L" },
      { label: "Packs to buy", value: "1 pack of 1 L\n1 pack of 500 ml\n1 pack of 100 ml" },
      { label: "In each 20-litre tank", value: "109–145 ml" },
      { label: "Tanks to spray", value: "11 tanks" },
    ]);
    // The middle of the label's 100 to 120 litres.
    expect(answer?.water).toBe("Worked out for 110 litres of water per acre, from the label.");
    expect(
      answerCalculator(question({ area: "1", tank: "other", litres: "12" }), "1", setups.en)
        ?.facts[2],
    ).toEqual({ label: "In each 12-litre tank", value: "30 ml" });
  });

  it("carries only the words its product's answers can say", () => {
    const words = en.product.sprayAnswer;
    // Packs of the dose's kind and the label's water: no word for packs missing or water assumed.
    const dhaal = calculatorSetup("en", words, { "3": RANGE_WITH_WATER }, [...DHAAL_PACKS]);
    expect(dhaal.words).toEqual({ ...words, noPacks: "", waterAssumed: "" });
    const bare = calculatorSetup("en", words, { "1": WHITEFLY }, [{ amount: 1, unit: "kg" }]);
    expect(bare.words).toEqual({ ...words, waterFromLabel: "" });
    expect(setups.en.words).toEqual({ ...words, noPacks: "" });
  });

  it("says so when no pack sizes are listed, or none of the dose's kind", () => {
    for (const packs of [[], [{ amount: 1, unit: "kg" } as const]]) {
      const setup = calculatorSetup("en", en.product.sprayAnswer, { "1": WHITEFLY }, packs);
      expect(answerCalculator(question({}), "1", setup)?.facts[1]).toEqual({
        label: "Packs to buy",
        value: "No pack sizes listed: ask your dealer for the amount above.",
      });
    }
  });

  it("answers nothing for what cannot be read, and says which field is wrong and why", () => {
    const refused = {
      "0": { area: "not-positive" },
      "-2": { area: "not-positive" },
      abc: { area: "not-a-number" },
      "": { area: "empty" },
      "500,000": { area: "too-large" },
    };
    for (const [area, problems] of Object.entries(refused)) {
      expect(answerCalculator(question({ area }), "1", setups.en), area).toBeNull();
      expect(calculatorProblems(question({ area })), area).toEqual(problems);
    }
    const tank = question({ tank: "other", litres: "" });
    expect(answerCalculator(tank, "1", setups.en)).toBeNull();
    expect(calculatorProblems(tank)).toEqual({ litres: "empty" });
    expect(calculatorProblems(question({}))).toEqual({});
    // A use the page does not offer has no answer.
    expect(answerCalculator(question({}), "2", setups.en)).toBeNull();
  });
});

describe("calculatorErrors", () => {
  it("words each refusal in the page's language", () => {
    const problems = { area: "too-large", litres: "not-a-number" } as const;
    expect(calculatorErrors(problems, "acre", "en", en.product.calculator.problems)).toEqual({
      area: "That is more than 2000 acres: please check the area.",
      litres: "Write a number, for example 3.5 or 3 1/2.",
    });
    expect(calculatorErrors(problems, "kanal", "ur", ur.product.calculator.problems)).toEqual({
      area: "یہ 16000 کنال سے زیادہ ہے: براہِ کرم رقبہ دوبارہ دیکھیں۔",
      litres: "عدد لکھیں، مثلاً 3.5 یا \u20663 1/2\u2069۔",
    });
    expect(
      calculatorErrors(
        { area: "empty", litres: "too-large" },
        "acre",
        "en",
        en.product.calculator.problems,
      ),
    ).toEqual({
      area: "Enter your area, for example 3.5.",
      litres: "That is more than 1000 litres: please check the tank's size.",
    });
    expect(
      calculatorErrors({ area: "not-positive" }, "acre", "ur", ur.product.calculator.problems),
    ).toEqual({ area: "صفر سے زیادہ عدد لکھیں۔" });
  });
});

describe("calculatorAt", () => {
  const at = (query: string) => {
    const params = new URLSearchParams(query);
    return calculatorAt(
      (name) => params.get(name),
      ["3", "1"],
      setups.en,
      en.product.calculator.problems,
    );
  };

  it("answers only an address the form was sent to, about the use it names", () => {
    expect(at("")).toMatchObject({ use: "3", answer: null, errors: {} });
    // The crop guide's link chooses the use and asks nothing yet.
    expect(at("use=1")).toMatchObject({ use: "1", answer: null, errors: {} });
    expect(at("use=1&area=3.5&unit=acre&tank=16")).toMatchObject({
      use: "1",
      answer: { facts: [{ value: "875 ml" }, {}, {}, {}] },
      errors: {},
    });
    expect(at("use=7&area=abc")).toMatchObject({
      use: "3",
      question: { area: "abc" },
      answer: null,
      errors: { area: "Write a number, for example 3.5 or 3 1/2." },
    });
  });
});
