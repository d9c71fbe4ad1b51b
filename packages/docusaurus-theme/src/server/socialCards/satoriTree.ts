import {MARK_CORNER_RADIUS, MARK_CRAFT, MARK_SIZE, MARK_WAVE} from '../../shared/brand';
import {CARD_LAYOUT, type CardDesign, type CardTextLine, cardDesign, type SiteIdentity} from './design';
import {CARD_FONT_FAMILY} from './fonts';
import type {TextColumn} from './painter/text';

/**
 * A card's design as satori lays it out (elements with CSS styles), and as the glyph painter
 * (painter/text.ts) lays out the page's text: the two describe the same picture.
 */

export type CardNode = {type: string; props: Record<string, unknown>};

function h(type: string, props: Record<string, unknown>, ...children: (CardNode | string)[]): CardNode {
  return {type, props: {...props, children: children.length === 1 ? children[0] : children}};
}

/** The Hoverkraft mark (shared/brand.ts), drawn as satori nodes. */
function brandMark(size: number, {mark}: CardDesign['colors']): CardNode {
  const stroke = (part: {d: string; strokeWidth: number}, color: string) =>
    h('path', {d: part.d, stroke: color, strokeWidth: part.strokeWidth, strokeLinecap: 'round', fill: 'none'});
  return h(
    'svg',
    {width: size, height: size, viewBox: `0 0 ${MARK_SIZE} ${MARK_SIZE}`},
    h('rect', {width: MARK_SIZE, height: MARK_SIZE, rx: MARK_CORNER_RADIUS, fill: mark.background}),
    stroke(MARK_CRAFT, mark.foreground),
    stroke(MARK_WAVE, mark.wave),
  );
}

/**
 * A text box's direction: right to left when its text's first letter is of a right-to-left
 * script (Arabic, Hebrew...), so that satori starts its lines at the right. Absent otherwise.
 */
function directionOf(line: CardTextLine): {direction?: 'rtl'} {
  return line.rightToLeft ? {direction: 'rtl'} : {};
}

/** A word too long for a line is broken where it reaches the edge, as `overflow-wrap` does in a browser. */
const BREAK_LONG_WORDS = {overflowWrap: 'break-word'} as const;

/**
 * The card's surface, under both layers. A flat colour, not a gradient: a gradient is the
 * costliest thing resvg fills and compresses badly. The page layer needs it too: its rows are
 * copied over the site layer's as they are.
 */
function cardSurface({colors}: CardDesign) {
  return {
    width: '100%',
    height: '100%',
    display: 'flex',
    backgroundColor: colors.background,
    color: colors.text,
    fontFamily: CARD_FONT_FAMILY,
  } as const;
}

/** The site's part of every card: background, edge bar, mark and site title, address; `pageText` laid on it. */
export function siteLayerTree(design: CardDesign, pageText?: CardNode): CardNode {
  const {colors, site} = design;
  const layout = CARD_LAYOUT;
  return h(
    'div',
    {
      style: {...cardSurface(design), position: 'relative'},
    },
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        top: 0,
        width: layout.edgeBarWidth,
        height: '100%',
        backgroundColor: colors.edge,
      },
    }),
    h(
      'div',
      {
        style: {
          position: 'absolute',
          left: layout.pageTextBox.left,
          top: layout.marginY,
          display: 'flex',
          alignItems: 'center',
          gap: layout.markGap,
        },
      },
      brandMark(layout.markSize, colors),
      h(
        'div',
        {style: {fontSize: layout.siteTitle.fontSize, fontWeight: layout.siteTitle.weight, ...directionOf(site.title)}},
        site.title.text,
      ),
    ),
    h(
      'div',
      {
        style: {
          position: 'absolute',
          left: layout.pageTextBox.left,
          right: layout.marginX,
          bottom: layout.marginY,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: layout.address.fontSize,
        },
      },
      h('div', {style: {color: colors.muted}}, site.address),
      h('div', {
        style: {
          width: layout.accentBar.width,
          height: layout.accentBar.height,
          borderRadius: layout.accentBar.radius,
          backgroundColor: colors.accent,
        },
      }),
    ),
    ...(pageText ? [h('div', {style: {position: 'absolute', ...layout.pageTextBox, display: 'flex'}}, pageText)] : []),
  );
}

/** A page's part of its card: the section and the title, on the card's background, filling PAGE_TEXT_BOX. */
export function pageTextTree(design: CardDesign): CardNode {
  const {section, title, colors} = design;
  const layout = CARD_LAYOUT;
  return h(
    'div',
    {
      style: {...cardSurface(design), flexDirection: 'column', justifyContent: 'center', gap: layout.pageTextGap},
    },
    ...(section.text
      ? [
          h(
            'div',
            {
              style: {
                fontSize: layout.section.fontSize,
                fontWeight: layout.section.weight,
                color: colors.accent,
                ...BREAK_LONG_WORDS,
                ...directionOf(section),
              },
            },
            section.text,
          ),
        ]
      : []),
    h(
      'div',
      {
        style: {
          display: 'block',
          fontSize: title.fontSize,
          fontWeight: layout.title.weight,
          lineHeight: layout.title.lineHeight,
          lineClamp: layout.title.maxLines,
          ...BREAK_LONG_WORDS,
          ...directionOf(title),
        },
      },
      title.text,
    ),
  );
}

/**
 * The same text as `pageTextTree`, for the glyph painter (painter/text.ts): one block each.
 * Undefined for text that runs right to left, which the painter does not lay out.
 */
export function pageTextColumn({section, title, colors}: CardDesign): TextColumn | undefined {
  if (title.rightToLeft || section.rightToLeft) {
    return undefined;
  }
  const layout = CARD_LAYOUT;
  return {
    box: layout.pageTextBox,
    gap: layout.pageTextGap,
    blocks: [
      // The section is one line: a longer one is left to satori, which wraps it.
      ...(section.text ? [{...layout.section, color: colors.accent, text: section.text, maxLines: 1}] : []),
      {
        text: title.text,
        fontSize: title.fontSize,
        weight: layout.title.weight,
        color: colors.text,
        lineHeight: layout.title.lineHeight,
        maxLines: layout.title.maxLines,
      },
    ],
  };
}

/** The whole card as one tree: what the two layers drawn apart add up to. */
export function socialCardTree(page: {title: string; section: string}, site: SiteIdentity): CardNode {
  const design = cardDesign(page, site);
  return siteLayerTree(design, pageTextTree(design));
}
