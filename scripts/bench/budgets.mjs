// The performance promises the test command keeps, named once: scripts/bench/perf-check.mjs asserts
// them and scripts/bench/bench.mjs reports against them.

/** Lighthouse categories that must score 100 on every page type. */
export const PERFECT_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/**
 * Room each byte budget leaves above the figure it was last set from, in KB gzip: a budget is
 * that figure plus this margin, so small changes pass and a new feature's bytes are a decision.
 * Each budget's history (figure, date, commit, why) is in bench/measurements.md.
 */
export const BYTE_BUDGET_MARGIN_KB = 2;

const withMargin = (measuredKb) => Math.round((measuredKb + BYTE_BUDGET_MARGIN_KB) * 10) / 10;

/** First-load transfer (HTML + JS + CSS, gzip, headers included) allowed per page type, in KB. */
export const FIRST_LOAD_BUDGET_KB = {home: withMargin(163.6), doc: withMargin(189.9)};

/**
 * What the theme may add over stock theme-classic on a page that uses none of its components
 * (the doc page type), in KB of gzip transfer. Negative: the theme's JS on that page must weigh
 * less than stock's, since Prism and its grammars load only when a code block is drawn in the
 * browser.
 */
export const THEME_OVERHEAD_BUDGET_KB = {css: withMargin(2.1), js: withMargin(-15.3)};

/** The page type that uses none of the theme's components, where its overhead is measured. */
export const OVERHEAD_PAGE_TYPE = 'doc';

/**
 * Lighthouse runs per site and page type, in the order the check escalates through: one run
 * each, and when ours trails stock by more than the tolerance, more runs (alternating which
 * site goes first) compared by their medians. Most of a score's spread on this 2-core machine
 * is Total Blocking Time, the main bundle's evaluation multiplied by simulated throttling: the
 * same unchanged page, each run in a fresh Chromium, scored anywhere within ten points.
 */
export const PERFORMANCE_RUN_STEPS = [1, 3, 5];

/**
 * Points by which the median of our Performance runs may trail stock's median before the check
 * fails. Our doc pages ship less JS than stock's (THEME_OVERHEAD_BUDGET_KB); a real regression
 * (the live editor on every page, say) costs far more than this.
 */
export const PERFORMANCE_TOLERANCE = 5;
