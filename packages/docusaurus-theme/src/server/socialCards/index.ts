import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {HoverkraftGlobalData} from '../../shared/contract';
import type {SitePage} from '../site/pages';
import type {PostBuildStep} from '../site/postBuild';
import {drawSocialCards, placeSocialCards, type SocialCardsDrawing, socialCardCacheDir} from './cards';
import {coveredCardText, describeCharacter, uncoveredCharacters} from './coverage';
import {cardTexts, type SiteIdentity} from './design';
import type {CardDrawer} from './drawers';
import {type CardFontFile, loadFonts} from './fonts';

/** Which pages a site wants cards for, beyond every doc and blog post: the `socialCards` option's `home`. */
export type CardChoices = {home: boolean};

/**
 * The pages that get a social card: every doc, every blog post and the home page, unless they set
 * their own `image`, which they keep; the home page only when the site has not chosen to keep its
 * `themeConfig.image` there.
 */
export function pagesWithCards(pages: SitePage[], {home}: CardChoices = {home: true}): SitePage[] {
  return pages.filter((page) => page.kind !== 'page' && !page.ownImage && (home || page.kind !== 'home'));
}

/** What a page's card shows above its title: its section, or, on the home page, the site's tagline. */
export function cardCaption(page: SitePage, siteConfig: Pick<LoadContext['siteConfig'], 'tagline'>): string {
  return page.kind === 'home' ? (siteConfig.tagline ?? '') : page.section;
}

/**
 * What every card shows of the site: its title and its own address, the default locale's URL and
 * base URL. Docusaurus gives each locale's build a base URL of its own (`/fr/`); the cards show
 * the site's, so that a page whose title no translation changes has one card in every locale.
 * Before Docusaurus 3.9 a locale's config has no URL: the build's own stands in.
 */
export function siteIdentity(
  siteConfig: Pick<LoadContext['siteConfig'], 'title' | 'url' | 'baseUrl'>,
  i18n?: Pick<LoadContext['i18n'], 'defaultLocale' | 'localeConfigs'>,
): SiteIdentity {
  const own: {url?: string; baseUrl?: string} | undefined = i18n?.localeConfigs?.[i18n.defaultLocale];
  return {title: siteConfig.title, url: own?.url ?? siteConfig.url, baseUrl: own?.baseUrl ?? siteConfig.baseUrl};
}

/** A page left without a card, and the characters of its card that no font has. */
export type PageWithoutCard = {permalink: string; missing: number[]};

/** Which pages get a card, decided once all content has loaded, before the build. */
export type SocialCardsPlan = {
  /** The fonts the cards are drawn with. */
  fonts: readonly CardFontFile[];
  /** What every card shows of the site: its title without the characters no card font has. */
  site: SiteIdentity;
  /** The characters of the site title that no card font has, which every card leaves out. Usually none. */
  siteTitleMissing: number[];
  /** The pages to draw a card for, each with the caption it shows above its title. */
  pages: SitePage[];
  /**
   * Pages that would get a card but keep the site-wide image (`themeConfig.image`): their card
   * would show characters no card font has, which satori draws as empty boxes. Usually none.
   */
  withoutCard: PageWithoutCard[];
};

/**
 * The pages that get a card, and those that cannot: each card's text (site title, address,
 * caption, title) is looked up in the characters the fonts map (HarfBuzz reads them, fonts.ts).
 * The site title is on every card: a character of it that no font has is left out of the cards,
 * and named in the warning, instead of leaving every page without a card.
 */
export async function planSocialCards(
  pages: SitePage[],
  siteConfig: Pick<LoadContext['siteConfig'], 'title' | 'tagline' | 'url' | 'baseUrl'>,
  i18n: Pick<LoadContext['i18n'], 'defaultLocale' | 'localeConfigs'> | undefined,
  fontFiles: readonly CardFontFile[],
  choices: CardChoices = {home: true},
): Promise<SocialCardsPlan> {
  const fonts = await loadFonts(fontFiles);
  const identity = siteIdentity(siteConfig, i18n);
  const site = {...identity, title: coveredCardText(identity.title, fonts.covers)};
  const siteTitleMissing = uncoveredCharacters(identity.title, fonts.covers);
  const plan: SocialCardsPlan = {fonts: fontFiles, site, siteTitleMissing, pages: [], withoutCard: []};
  for (const page of pagesWithCards(pages, choices)) {
    const card = {...page, section: cardCaption(page, siteConfig)};
    const missing = uncoveredCharacters(cardTexts(card, site).join(' '), fonts.covers);
    if (missing.length > 0) {
      plan.withoutCard.push({permalink: page.permalink, missing});
    } else {
      plan.pages.push(card);
    }
  }
  return plan;
}

/**
 * What the browser is told of the cards (theme/SocialCardMetadata): whether they are on, whether
 * the home page has one, and the pages that keep the site-wide image, listed only when there are
 * some. `plan` is undefined with cards off.
 */
export function socialCardsGlobalData(
  plan: SocialCardsPlan | undefined,
): Pick<HoverkraftGlobalData, 'socialCards' | 'homeSocialCard' | 'pagesWithoutSocialCard'> {
  return {
    socialCards: plan !== undefined,
    homeSocialCard: plan?.pages.some((page) => page.kind === 'home') ?? false,
    ...(plan && plan.withoutCard.length > 0
      ? {pagesWithoutSocialCard: plan.withoutCard.map(({permalink}) => permalink)}
      : {}),
  };
}

/** The pages and the characters a warning lists at most; it says how many more there are. */
const LISTED_PAGES = 10;
const LISTED_CHARACTERS = 20;

/** Fonts that fill the commonest gaps, by script, for the warning to suggest. */
const SUGGESTED_FONTS: [RegExp, string][] = [
  [/\p{Script=Arabic}/u, '@fontsource/noto-sans-arabic'],
  [/\p{Script=Hebrew}/u, '@fontsource/noto-sans-hebrew'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, '@fontsource/noto-sans-jp'],
  [/\p{Script=Hangul}/u, '@fontsource/noto-sans-kr'],
  [/\p{Script=Han}/u, '@fontsource/noto-sans-sc'],
  [/\p{Script=Thai}/u, '@fontsource/noto-sans-thai'],
  [/\p{Script=Devanagari}/u, '@fontsource/noto-sans-devanagari'],
  [/\p{Extended_Pictographic}/u, '@fontsource/noto-emoji'],
];

/** A list cut to `limit` items, saying how many were left out. */
function listed(items: string[], limit: number): string {
  const shown = items.slice(0, limit).join(', ');
  return items.length > limit ? `${shown} and ${items.length - limit} more` : shown;
}

/**
 * The one warning the build logs when a card font lacks characters: those of the site title,
 * which every card leaves out, and the pages that keep the site-wide image, with the characters
 * (and their code points) each lacks, and how to fix it. Undefined when every card is drawn whole.
 */
export function missingGlyphsWarning({site, siteTitleMissing, withoutCard}: SocialCardsPlan): string | undefined {
  if (withoutCard.length === 0 && siteTitleMissing.length === 0) {
    return undefined;
  }
  const characters = [...new Set([...siteTitleMissing, ...withoutCard.flatMap(({missing}) => missing)])];
  const text = String.fromCodePoint(...characters);
  const suggested = [...new Set(SUGGESTED_FONTS.filter(([script]) => script.test(text)).map(([, font]) => font))];
  const titleLacks = listed(siteTitleMissing.map(describeCharacter), LISTED_CHARACTERS);
  const title =
    siteTitleMissing.length === 0
      ? ''
      : `no card font has ${titleLacks} of the site title (title in the site config), so ` +
        `${site.title ? `every card shows it as ${JSON.stringify(site.title)}` : 'the cards show no site title'}. `;
  const pages = withoutCard.length === 1 ? '1 page keeps' : `${withoutCard.length} pages keep`;
  const withoutCards =
    withoutCard.length === 0
      ? ''
      : `${pages} the site-wide image (themeConfig.image) instead of a card, because no card font has ` +
        `${listed([...new Set(withoutCard.flatMap(({missing}) => missing))].map(describeCharacter), LISTED_CHARACTERS)}: ` +
        `${listed(
          withoutCard.map(({permalink}) => permalink),
          LISTED_PAGES,
        )}. `;
  const drawn = [withoutCard.length > 0 && 'their cards', siteTitleMissing.length > 0 && 'the whole site title']
    .filter(Boolean)
    .join(' and ');
  return (
    `Social cards: ${title}${withoutCards}` +
    `To draw ${drawn}, add a font that has these characters to the theme option socialCards.fonts: a font file ` +
    `relative to the site, or an installed @fontsource package${suggested.length > 0 ? ` (such as ${suggested.join(', ')})` : ''}.`
  );
}

/** What the cards of one build are drawn for: the site's folder (its cache), this build's base URL and its folder. */
export type SocialCardsTarget = {siteDir: string; baseUrl: string; outDir: string};

/**
 * The cards of one build (one locale), drawn once and then written into the build. Drawing needs
 * only the plan, so a build starts it as its bundle starts (`start`), on worker threads that use
 * what the bundler and the page renderer leave of the cores, and copies the cards into the build
 * once its bundle is written (`place`); the post-build step (`step`) waits for that, doing it
 * itself when nothing has (a development-mode build).
 */
export type SocialCardsRun = {
  /**
   * Starts drawing the cards the cache lacks, for the build folder `outDir` (the target's unless
   * told otherwise), which names their file in the cache; a second call changes nothing.
   */
  start(outDir?: string): void;
  /**
   * Copies the cards into the build folder `outDir` once they are drawn, if drawing has started;
   * a second call for the same folder changes nothing. A build calls it once its bundle is
   * written, so that the copies are made while the pages render.
   */
  place(outDir: string): void;
  /** Writes a card for each page into the build, once drawn, unless `place` did; waits for it. */
  step: PostBuildStep;
};

/**
 * The run of `plan`'s cards for `target`: a 1200×630 PNG per page that can have one, drawn where
 * the cache lacks it (by `drawer`, a pool of worker threads unless told otherwise), copied to
 * `social-cards/<route>.png` under the build's base URL (theme/SocialCardMetadata points og:image
 * there). The step's log line gives the time spent drawing (or finding the cards in the cache)
 * and copying, not the time the drawing waited for the post-build step.
 */
export function socialCardsRun(plan: SocialCardsPlan, target: SocialCardsTarget, drawer?: CardDrawer): SocialCardsRun {
  const cacheDir = socialCardCacheDir(target.siteDir);
  let drawing: Promise<{cards: SocialCardsDrawing; seconds: number}> | undefined;
  const start = (outDir = target.outDir) => {
    if (!drawing && plan.pages.length > 0) {
      const result = drawSocialCards(plan.pages, {
        site: plan.site,
        baseUrl: target.baseUrl,
        outDir,
        cacheDir,
        fonts: plan.fonts,
        drawer,
      });
      const started = performance.now();
      drawing = result.then((cards) => ({cards, seconds: (performance.now() - started) / 1000}));
      // A build that fails before its post-build step never awaits the drawing: its failure is
      // that build's error, not an unhandled rejection besides it.
      drawing.catch(() => undefined);
    }
  };
  type Placed = Awaited<ReturnType<typeof placeSocialCards>> & {seconds: number};
  let placing: {outDir: string; placed: Promise<Placed>} | undefined;
  const place = (outDir: string) => {
    if (drawing && placing?.outDir !== outDir) {
      const placed = drawing.then(async ({cards, seconds}) => {
        const copying = performance.now();
        const done = await placeSocialCards(outDir, cards);
        return {...done, seconds: seconds + (performance.now() - copying) / 1000};
      });
      placed.catch(() => undefined);
      placing = {outDir, placed};
    }
  };
  return {
    start,
    place,
    step: async ({outDir, siteDir}) => {
      start(outDir);
      place(outDir);
      if (!placing) {
        return undefined;
      }
      const {drawn, fromCache, refused, threads, cacheFile, seconds} = await placing.placed;
      const onThreads = threads > 1 ? ` on ${threads} threads` : '';
      const damaged =
        refused && cacheFile
          ? ` The cached cards in ${path.relative(siteDir, cacheFile)} did not match their digest (edited since they were written): they were drawn again.`
          : '';
      return () =>
        `Social cards: ${drawn} drawn${onThreads}, ${fromCache} from cache in ${seconds.toFixed(1)} s (${cacheFile ? path.relative(siteDir, cacheDir) : 'without the cache'}).${damaged}`;
    },
  };
}
