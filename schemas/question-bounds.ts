import type { Question } from "#content-model/admissions/forms.ts";
import { siteDate } from "#content-model/dates.ts";

/**
 * What a number or date question takes (decision 245): its own limits, and
 * for a person's age or date of birth the ages it takes, counted on the day
 * the answer is given. One rule for the page (its checks and its date
 * boxes' `min` and `max`) and for the service.
 */

// Made once: a formatter costs far more to make than to use. en-CA writes dates as YYYY-MM-DD.
const enuguDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" });

/** Today in Enugu, YYYY-MM-DD: the day ages and "today" are counted on. */
export function todayInEnugu(at: Date = new Date()): string {
  return enuguDay.format(at);
}

/** The same day `years` years before; 29 February becomes 28 February in a year without one. */
function yearsBefore(isoDate: string, years: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year - years, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);
const sooner = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

/**
 * The first and last day a date question takes on `today`, both included:
 * its own days, narrowed for a date of birth to the births that make a
 * person of the ages it takes (so never a day after today).
 */
export function dateBounds(
  question: Question,
  today: string,
): { earliest: string | undefined; latest: string | undefined } {
  const day = (bound: string | undefined) => (bound === "today" ? today : bound);
  let earliest = day(question.earliest);
  let latest = day(question.latest);
  if (question.minAge !== undefined) latest = sooner(latest, yearsBefore(today, question.minAge));
  if (question.maxAge !== undefined) {
    // Still that age until the day before the next birthday.
    earliest = later(earliest, dayAfter(yearsBefore(today, question.maxAge + 1)));
  }
  return { earliest, latest };
}

/** The smallest and largest a number question takes: an age question's ages, or its own limits. */
export function numberBounds(question: Question): {
  min: number | undefined;
  max: number | undefined;
} {
  const isAge = question.minAge !== undefined || question.maxAge !== undefined;
  return isAge
    ? { min: question.minAge, max: question.maxAge }
    : { min: question.min, max: question.max };
}

/** "ages 9 to 12", "ages 16 and over", "ages up to 35"; undefined for a question without ages. */
function agesInWords(question: Question): string | undefined {
  const { minAge, maxAge } = question;
  if (minAge !== undefined && maxAge !== undefined) return `ages ${minAge} to ${maxAge}`;
  if (minAge !== undefined) return `ages ${minAge} and over`;
  if (maxAge !== undefined) return `ages up to ${maxAge}`;
  return undefined;
}

/** The ages an age question takes as its refusal says them: "This programme takes ages 9 to 12". */
function agesRule(question: Question): string | undefined {
  const ages = agesInWords(question);
  return ages && `This programme takes ${ages}`;
}

/**
 * The days in words: "from 1 March 2014 to 29 November 2017", "on or before
 * 29 November 2026"; `named` writes each day (a question's own "today" stays a word).
 */
function daysInWords(
  earliest: string | undefined,
  latest: string | undefined,
  named: (day: string) => string = siteDate,
): string {
  if (earliest !== undefined && latest !== undefined) {
    return `from ${named(earliest)} to ${named(latest)}`;
  }
  if (earliest !== undefined) return `on or after ${named(earliest)}`;
  return `on or before ${named(latest ?? "")}`;
}

/**
 * Why a number is refused, or undefined when it is taken: an age names the
 * ages taken ("This programme takes ages 9 to 12").
 */
export function numberRefusal(question: Question, value: number): string | undefined {
  const { min, max } = numberBounds(question);
  if ((min === undefined || value >= min) && (max === undefined || value <= max)) return undefined;
  const ages = agesRule(question);
  if (ages) return ages;
  if (min !== undefined && value < min) return `At least ${min}`;
  return `At most ${max}`;
}

/**
 * Why a date (a real one, YYYY-MM-DD) is refused on `today`, or undefined
 * when it is taken: a date of birth names the ages taken and the days of
 * birth they mean.
 */
export function dateRefusal(question: Question, value: string, today: string): string | undefined {
  const { earliest, latest } = dateBounds(question, today);
  if ((earliest === undefined || value >= earliest) && (latest === undefined || value <= latest)) {
    return undefined;
  }
  const ages = agesRule(question);
  if (ages) return `${ages}: a date of birth ${daysInWords(earliest, latest)}`;
  return `Choose a date ${daysInWords(earliest, latest)}`;
}

/**
 * What a bounded number or date question takes, whatever was answered and
 * on whichever day it is read: the words of its refusals without the answer
 * ("This programme takes ages 9 to 12", "From 1 to 80", "Choose a date on or
 * before today"). The failed page a refusal without JavaScript lands on is
 * built once per call, so it says the rule beside the question, never days
 * counted from the day it was built; undefined for a question without bounds.
 */
export function boundsRule(question: Question): string | undefined {
  const ages = agesRule(question);
  if (ages) return ages;
  if (question.type === "number") {
    const { min, max } = question;
    if (min !== undefined && max !== undefined) return `From ${min} to ${max}`;
    if (min !== undefined) return `At least ${min}`;
    return max === undefined ? undefined : `At most ${max}`;
  }
  if (question.type !== "date") return undefined;
  const { earliest, latest } = question;
  if (earliest === undefined && latest === undefined) return undefined;
  const named = (day: string) => (day === "today" ? "today" : siteDate(day));
  return `Choose a date ${daysInWords(earliest, latest, named)}`;
}
