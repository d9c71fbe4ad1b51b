/**
 * The geometry of the zoom dialog, with no DOM: where the enlarged image or diagram sits in the
 * dialog's stage as the reader zooms and pans. Points and offsets are in CSS pixels, measured from
 * the centre of the stage; a scale of 1 is the content fitted to the stage.
 */

export type Point = {x: number; y: number};
export type Size = {width: number; height: number};

/** The content's scale (1: fitted) and its centre's offset from the stage's centre. */
export type ZoomView = {scale: number; x: number; y: number};

/** How the dialog opens: the whole image or diagram in view, centred. */
export const FITTED: ZoomView = {scale: 1, x: 0, y: 0};

/** The fitted size is the smallest the content gets: smaller would only waste the screen. */
export const MIN_ZOOM = 1;

/** Eight times the fitted size: enough for the small print of a wide diagram or screenshot. */
export const MAX_ZOOM = 8;

/** What one press of +, - or a toolbar button multiplies the scale by. */
export const ZOOM_STEP = 1.5;

/** What a double click zooms to, from the fitted size. */
export const DOUBLE_CLICK_ZOOM = 2.5;

/** How far one press of an arrow key moves the content. */
export const PAN_STEP_PX = 64;

/** The wheel zooms by e^(pixels × this): a mouse wheel's notch (100 px) is about ×1.2. */
export const WHEEL_ZOOM_PER_PX = 0.002;

/** The pixels a wheel event's line stands for, when the browser reports lines (Firefox). */
const WHEEL_LINE_PX = 16;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The view with its offset kept within reach: a content no larger than the stage stays centred on
 * that axis, and a larger one may move until its edge meets the stage's, never further.
 */
export function clampPan(view: ZoomView, content: Size, stage: Size): ZoomView {
  const reachX = Math.max(0, (content.width * view.scale - stage.width) / 2);
  const reachY = Math.max(0, (content.height * view.scale - stage.height) / 2);
  // `+ 0` turns a -0 into 0, so that a centred view compares equal to FITTED.
  return {scale: view.scale, x: clamp(view.x, -reachX, reachX) + 0, y: clamp(view.y, -reachY, reachY) + 0};
}

/**
 * Zooms by `factor`, within MIN_ZOOM and MAX_ZOOM, keeping the point of the content under `at`
 * where it is: the pointer for the wheel, a pinch's midpoint, the centre for the keyboard.
 */
export function zoomAt(view: ZoomView, factor: number, at: Point, content: Size, stage: Size): ZoomView {
  const scale = clamp(view.scale * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = scale / view.scale;
  return clampPan({scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio}, content, stage);
}

/** Moves the content by (dx, dy), as far as `clampPan` lets it. */
export function panBy(view: ZoomView, dx: number, dy: number, content: Size, stage: Size): ZoomView {
  return clampPan({scale: view.scale, x: view.x + dx, y: view.y + dy}, content, stage);
}

/**
 * The size the content is drawn at when fitted: as large as `room` allows with its proportions
 * kept, and for a bitmap no larger than its own pixels (a vector drawing may grow).
 */
export function fitSize(natural: Size, room: Size, canGrow: boolean): Size {
  if (natural.width <= 0 || natural.height <= 0) {
    return room;
  }
  const fit = Math.min(room.width / natural.width, room.height / natural.height);
  const scale = canGrow ? fit : Math.min(fit, 1);
  return {width: natural.width * scale, height: natural.height * scale};
}

/** The factor a wheel event zooms by: up for a wheel turned away from the reader. */
export function wheelFactor(deltaY: number, deltaMode: number, pageHeight: number): number {
  const pixels = deltaMode === 1 ? deltaY * WHEEL_LINE_PX : deltaMode === 2 ? deltaY * pageHeight : deltaY;
  return Math.exp(-pixels * WHEEL_ZOOM_PER_PX);
}

/**
 * One move of a two-finger pinch, from the fingers' previous and current points: the view
 * follows the midpoint and zooms by how much the fingers spread, about the midpoint.
 */
export function pinchTo(
  view: ZoomView,
  before: readonly [Point, Point],
  after: readonly [Point, Point],
  content: Size,
  stage: Size,
): ZoomView {
  const distance = ([a, b]: readonly [Point, Point]) => Math.hypot(b.x - a.x, b.y - a.y);
  const middle = ([a, b]: readonly [Point, Point]): Point => ({x: (a.x + b.x) / 2, y: (a.y + b.y) / 2});
  const from = middle(before);
  const to = middle(after);
  const spread = distance(before) > 0 ? distance(after) / distance(before) : 1;
  // Moved first and kept in reach once, at the end: a pinch near an edge then neither sticks nor jumps.
  const moved = {scale: view.scale, x: view.x + to.x - from.x, y: view.y + to.y - from.y};
  return zoomAt(moved, spread, to, content, stage);
}
