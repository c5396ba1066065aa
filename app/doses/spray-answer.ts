import { format, plural } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { PluralMessage } from "~/i18n/messages/types";
import {
  baseUnitOf,
  formatAmount,
  formatRange,
  KANALS_PER_ACRE,
  unitWord,
  type BaseUnit,
  type Dose,
} from "./dose";
import { packSizeInBaseUnits, type PackSize } from "./pack-sizes";
import {
  DEFAULT_TANK_LITRES,
  MAX_ACRES,
  MAX_TANK_LITRES,
  planSpray,
  readArea,
  readTankLitres,
  TANK_CHOICES,
  type AreaUnit,
  type NumberProblem,
  type ReadNumber,
} from "./spray-calculator";

/**
 * The spray calculator's question and answer in words: what its form asks (read from an
 * address's query on the server, from the form itself in the page's script) and the answer or
 * the refusals a page shows, in the page's language. The server's page and the script both
 * answer with this module, so the two say the same.
 */

/** A tank size from the form: one of the usual ones, or one the farmer types ('other'). */
export type TankChoice = `${(typeof TANK_CHOICES)[number]}` | "other";

/** What the calculator's form sends; each name is its field's and the address's. */
export interface CalculatorQuestion {
  /** The number of the use asked about (its place on the label, from 1), as sent. */
  use: string;
  /** The area as typed. */
  area: string;
  unit: AreaUnit;
  tank: TankChoice;
  /** The tank's litres as typed, for tank 'other'. */
  litres: string;
}

/** The texts of the answer, in the page's language (messages, `product.sprayAnswer`). */
export interface SprayAnswerWords {
  total: string;
  buy: string;
  pack: PluralMessage;
  leftOver: string;
  noPacks: string;
  perTank: string;
  tanks: string;
  tankCount: PluralMessage;
  waterFromLabel: string;
  waterAssumed: string;
}

/** The texts of the refusals (messages, `product.calculator.problems`). */
export interface CalculatorProblemWords {
  acres: PluralMessage;
  kanals: PluralMessage;
  areaEmpty: string;
  notANumber: string;
  notPositive: string;
  areaTooLarge: string;
  litresEmpty: string;
  litresTooLarge: string;
}

/**
 * A size the product is sold in, as the calculator counts it; its answer writes it as it writes
 * amounts ('500 ml', '1 لیٹر').
 */
export interface CalculatorPack {
  /** In base units: ml or g. */
  size: number;
  unit: BaseUnit;
}

/** What a product's page gives its calculator, and its script reads from the page. */
export interface CalculatorSetup {
  locale: Locale;
  words: SprayAnswerWords;
  /** The doses of the uses offered, by use number. */
  doses: Record<string, Dose>;
  packs: CalculatorPack[];
}

/** The calculator of a product sold in `packSizes`, offering the uses with these doses. */
export function calculatorSetup(
  locale: Locale,
  words: SprayAnswerWords,
  doses: Record<string, Dose>,
  packSizes: readonly PackSize[],
): CalculatorSetup {
  const packs = packSizes.map((size) => ({
    size: packSizeInBaseUnits(size),
    unit: baseUnitOf(size.unit),
  }));
  const offered = Object.values(doses);
  const needs = (wanted: boolean, text: string) => (wanted ? text : "");
  return {
    locale,
    // Only the words this product's answers can say: the page carries them in its first
    // round trip.
    words: {
      ...words,
      noPacks: needs(
        offered.some((dose) => !packs.some((pack) => pack.unit === baseUnitOf(dose.unit))),
        words.noPacks,
      ),
      waterFromLabel: needs(
        offered.some((dose) => dose.waterLitres !== undefined),
        words.waterFromLabel,
      ),
      waterAssumed: needs(
        offered.some((dose) => dose.waterLitres === undefined),
        words.waterAssumed,
      ),
    },
    doses,
    packs,
  };
}

export interface SprayAnswer {
  facts: { label: string; value: string; note?: string }[];
  /** The water it is worked out for, and whether the label gave it. */
  water: string;
}

/** The fields that may be refused. */
export type CheckedField = "area" | "litres";

/** What is wrong with the refused fields, by field name. */
export type CalculatorProblems = Partial<Record<CheckedField, NumberProblem>>;

/** The messages beside the refused fields, by field name. */
export type CalculatorErrors = Partial<Record<CheckedField, string>>;

/**
 * The question in a form's or an address's fields (`get` returns a field's value, or null when
 * it is not there): an unknown unit is acres, an unknown tank the default one.
 */
export function readCalculatorQuestion(get: (name: string) => string | null): CalculatorQuestion {
  const tank = get("tank") || "";
  const tanks: string[] = [...TANK_CHOICES.map(String), "other"];
  return {
    use: get("use") || "",
    area: get("area") || "",
    unit: get("unit") === "kanal" ? "kanal" : "acre",
    tank: (tanks.includes(tank) ? tank : String(DEFAULT_TANK_LITRES)) as TankChoice,
    litres: get("litres") || "",
  };
}

/** The use the calculator answers for: the one asked about if it is offered, else the first. */
export function chosenUse(asked: string, offered: readonly string[]): string {
  return offered.includes(asked) ? asked : (offered[0] ?? "");
}

/**
 * An amount of product in the unit a farmer measures it in: litres or kilograms from 1,000 ml
 * or g up (to two decimals), whole ml or g from 10, one decimal below ('1.25 L', '875 ml',
 * '2.5 ml'). A range is written in the unit of its high end.
 */
export function formatQuantity(
  low: number,
  high: number,
  baseUnit: BaseUnit,
  locale: Locale,
): string {
  const large = Math.round(high) >= 1000;
  const round = (value: number) =>
    large
      ? Math.round(value / 10) / 100
      : value >= 10
        ? Math.round(value)
        : Math.round(value * 10) / 10;
  const unit = large ? (baseUnit === "ml" ? "L" : "kg") : baseUnit;
  return `${formatRange(round(low), round(high), locale)} ${unitWord(unit, locale)}`;
}

/** The area in acres and the tank's litres the question gives, or why it gives none. */
function numbersOf(question: CalculatorQuestion): { area: ReadNumber; litres: ReadNumber } {
  return {
    area: readArea(question.area, question.unit),
    litres:
      question.tank === "other"
        ? readTankLitres(question.litres)
        : { ok: true, value: Number(question.tank) },
  };
}

/** What is wrong with the question's fields, by field name; nothing when it can be answered. */
export function calculatorProblems(question: CalculatorQuestion): CalculatorProblems {
  const { area, litres } = numbersOf(question);
  return {
    ...(!area.ok && { area: area.problem }),
    ...(!litres.ok && { litres: litres.problem }),
  };
}

/**
 * The answer to the question about the use `use` (one of `setup.doses`): the total product (a
 * range for a range dose), the packs with the least left over, the product per tank and the
 * number of tanks, and the water that assumes. Null when a field cannot be read (see
 * calculatorProblems for why).
 */
export function answerCalculator(
  question: CalculatorQuestion,
  use: string,
  setup: CalculatorSetup,
): SprayAnswer | null {
  const { locale, words } = setup;
  const dose = setup.doses[use];
  const { area, litres } = numbersOf(question);
  if (!area.ok || !litres.ok || !dose) return null;

  const baseUnit = baseUnitOf(dose.unit);
  // Only packs of the dose's kind can be measured against it: millilitres with millilitres.
  const sizes = setup.packs.filter((pack) => pack.unit === baseUnit).map((pack) => pack.size);
  const plan = planSpray(dose, area.value, litres.value, sizes);
  const quantity = (low: number, high = low) => formatQuantity(low, high, baseUnit, locale);
  const packs = plan.packs.map(({ size, count }) =>
    plural(locale, words.pack, count, { size: quantity(size) }),
  );
  const water = formatAmount(plan.waterLitresPerAcre);
  return {
    facts: [
      { label: words.total, value: quantity(plan.total.low, plan.total.high) },
      packs.length > 0
        ? {
            label: words.buy,
            // One kind of pack a line (the page keeps the line breaks).
            value: packs.join("\n"),
            ...(plan.leftOver > 0 && {
              note: format(words.leftOver, { amount: quantity(plan.leftOver) }),
            }),
          }
        : { label: words.buy, value: words.noPacks },
      {
        label: format(words.perTank, { litres: formatAmount(plan.tankLitres) }),
        value: quantity(plan.perTank.low, plan.perTank.high),
      },
      { label: words.tanks, value: plural(locale, words.tankCount, plan.tanks) },
    ],
    // The middle of a range the label gives.
    water: format(plan.waterAssumed ? words.waterAssumed : words.waterFromLabel, { water }),
  };
}

/** The messages beside the refused fields, in the page's language. */
export function calculatorErrors(
  problems: CalculatorProblems,
  unit: AreaUnit,
  locale: Locale,
  problemWords: CalculatorProblemWords,
): CalculatorErrors {
  const message = (problem: NumberProblem, empty: string, tooLarge: string) =>
    problem === "empty"
      ? empty
      : problem === "not-a-number"
        ? problemWords.notANumber
        : problem === "not-positive"
          ? problemWords.notPositive
          : tooLarge;
  const maxArea =
    unit === "kanal"
      ? plural(locale, problemWords.kanals, MAX_ACRES * KANALS_PER_ACRE)
      : plural(locale, problemWords.acres, MAX_ACRES);
  return {
    ...(problems.area && {
      area: message(
        problems.area,
        problemWords.areaEmpty,
        format(problemWords.areaTooLarge, { max: maxArea }),
      ),
    }),
    ...(problems.litres && {
      litres: message(
        problems.litres,
        problemWords.litresEmpty,
        format(problemWords.litresTooLarge, { max: MAX_TANK_LITRES }),
      ),
    }),
  };
}

/** The calculator as an address asks it (see SprayCalculator). */
export interface CalculatorAtAddress {
  question: CalculatorQuestion;
  /** The use it is about: the one asked for (?use=2), else the first offered. */
  use: string;
  /** The answer, when the form was sent (the address has an area) and could be answered. */
  answer: SprayAnswer | null;
  /** The messages beside the fields the form was refused for. */
  errors: CalculatorErrors;
}

/** The calculator at an address whose query `get` reads, offering the uses `offered`, in order. */
export function calculatorAt(
  get: (name: string) => string | null,
  offered: readonly string[],
  setup: CalculatorSetup,
  problemWords: CalculatorProblemWords,
): CalculatorAtAddress {
  const question = readCalculatorQuestion(get);
  const use = chosenUse(question.use, offered);
  const asked = get("area") !== null;
  const answer = asked ? answerCalculator(question, use, setup) : null;
  const errors =
    asked && !answer
      ? calculatorErrors(calculatorProblems(question), question.unit, setup.locale, problemWords)
      : {};
  return { question, use, answer, errors };
}
