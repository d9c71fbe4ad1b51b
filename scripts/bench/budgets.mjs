// The performance promises the test command keeps, named once: scripts/bench/perf-check.mjs asserts
// them and scripts/bench/bench.mjs reports against them.

/** Lighthouse categories that must score 100 on every page type. */
export const PERFECT_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/** First-load transfer (HTML + JS + CSS, gzip, headers included) allowed per page type, in KB. */
// The doc page's became 207 with the page-actions menu and image zoom (issue #24, measured 206.6).
// Issue #34 raised both: the home page installs from npm/Yarn/pnpm tabs with copy buttons, and
// Getting started (the doc page type) shows the theme in screenshots and installs from the same
// tabs (measured 185.6 and 209.9). Issue #32 (Prism off the first load) is where they come down.
export const FIRST_LOAD_BUDGET_KB = {home: 187, doc: 211};

/**
 * What the theme may add over stock theme-classic on a page that uses none of its components
 * (the doc page type), in KB of gzip transfer.
 */
// JS was 3 KB until 1.0 added, on every doc, the Copy page control, the mobile menu as a modal
// dialog, hydration-aware controls and per-page social card tags (measured +5.1 KB in all).
// Bringing it back towards 3 KB is open work: see the session note of 2026-11-23. 6 became 6.5
// when theme/CodeBlock/Content came (0.3 KB in the page chunks, measured 5.7 to 6.0 KB): it keeps
// the server's code lines through hydration, about 35 ms less blocking time on the doc page.
// Issue #24 (the page-actions menu button and its empty menu, the zoom trigger's hook, the
// rel="alternate" link to the twin: +0.9 KB) kept within 6.5 by taking as much out elsewhere:
// translator notes left out of the bundles, the keyboard-navigation mark and the editors' Tab
// handling off pages without a playground, Prism's grammar timing out of main.js, and a leaner
// Copy page (measured 6.4 KB). 8 on 2026-11-26 (measured 7.7): the bundler's split of the
// shared chunks moved when the theme gained the designed not-found page (which theme-classic's
// docs layout imports: it now loads lazily) and the site gained its changelog and showcase
// pages, which the stock baseline lacks; the doc page now loads theme-classic's admonition,
// sidebar and code-block modules as three chunks where stock loads two (bench/measurements.md).
// Issue #32 takes Prism's grammars (about 25 KB) off the first load, which makes this negative.
export const THEME_OVERHEAD_BUDGET_KB = {css: 10, js: 8};

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
 * fails. Our pages ship at most 6.5 KB of JS more than stock's (THEME_OVERHEAD_BUDGET_KB); a real
 * regression (the live editor on every page, say) costs far more than this.
 */
export const PERFORMANCE_TOLERANCE = 5;
