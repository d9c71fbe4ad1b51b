// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {
  clamp,
  clampPan,
  FITTED,
  fitSize,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  pinchTo,
  WHEEL_ZOOM_PER_PX,
  wheelFactor,
  zoomAt,
} from '../../../src/client/zoom/zoomMath';

/** A 400×300 content fitted in an 800×600 stage, the numbers of every case below. */
const content = {width: 400, height: 300};
const stage = {width: 800, height: 600};

describe('zoom geometry', () => {
  it('clamps a value into its range', () => {
    expect(clamp(5, 1, 8)).toBe(5);
    expect(clamp(0.2, 1, 8)).toBe(1);
    expect(clamp(20, 1, 8)).toBe(8);
  });

  it('keeps the scale between the fitted size and the largest zoom', () => {
    expect(zoomAt(FITTED, 0.5, {x: 0, y: 0}, content, stage).scale).toBe(MIN_ZOOM);
    expect(zoomAt({scale: 6, x: 0, y: 0}, 4, {x: 0, y: 0}, content, stage).scale).toBe(MAX_ZOOM);
  });

  it('zooms about the point under the pointer: that point of the content stays where it is', () => {
    const at = {x: 150, y: -90};
    const before = {scale: 2, x: 40, y: -30};
    const after = zoomAt(before, 1.5, at, content, stage);
    // The content point under `at`, in content coordinates, before and after.
    const under = (view: typeof before) => ({x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale});
    expect(after.scale).toBe(3);
    expect(under(after).x).toBeCloseTo(under(before).x);
    expect(under(after).y).toBeCloseTo(under(before).y);
  });

  it('zooms about the centre when no point is given, so the keyboard keeps the view centred', () => {
    expect(zoomAt(FITTED, 2, {x: 0, y: 0}, content, stage)).toEqual({scale: 2, x: 0, y: 0});
  });

  it('keeps content that fits the stage centred: it cannot be dragged away', () => {
    expect(panBy(FITTED, 120, -80, content, stage)).toEqual(FITTED);
  });

  it('lets zoomed content move until its edge meets the stage edge, and no further', () => {
    // At 3×, the content is 1200×900: it may move 200 px either way sideways, 150 px up or down.
    const view = {scale: 3, x: 0, y: 0};
    expect(panBy(view, 150, 100, content, stage)).toEqual({scale: 3, x: 150, y: 100});
    expect(panBy(view, 1000, -1000, content, stage)).toEqual({scale: 3, x: 200, y: -150});
  });

  it('pulls the view back in reach when zooming out', () => {
    const zoomedOut = zoomAt({scale: 3, x: 200, y: 150}, 1 / 3, {x: 0, y: 0}, content, stage);
    expect(zoomedOut).toEqual(FITTED);
    expect(clampPan({scale: 2, x: 500, y: 0}, content, stage)).toEqual({scale: 2, x: 0, y: 0});
  });

  it('fits the content in the room with its proportions kept', () => {
    expect(fitSize({width: 1600, height: 900}, {width: 800, height: 800}, false)).toEqual({width: 800, height: 450});
    expect(fitSize({width: 300, height: 600}, {width: 800, height: 400}, true)).toEqual({width: 200, height: 400});
  });

  it('never draws a bitmap larger than its pixels, and lets a vector drawing grow', () => {
    expect(fitSize({width: 200, height: 100}, {width: 800, height: 800}, false)).toEqual({width: 200, height: 100});
    expect(fitSize({width: 200, height: 100}, {width: 800, height: 800}, true)).toEqual({width: 800, height: 400});
  });

  it('zooms in for a wheel turned away from the reader, out for one turned towards, lines counted as pixels', () => {
    expect(wheelFactor(-100, 0, 600)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0, 600)).toBeLessThan(1);
    expect(wheelFactor(-100, 0, 600) * wheelFactor(100, 0, 600)).toBeCloseTo(1);
    expect(wheelFactor(-3, 1, 600)).toBeCloseTo(Math.exp(48 * WHEEL_ZOOM_PER_PX));
  });

  it('zooms a pinch by how far the fingers spread, about their midpoint', () => {
    const before = [
      {x: -50, y: 0},
      {x: 50, y: 0},
    ] as const;
    const after = [
      {x: -100, y: 0},
      {x: 50, y: 0},
    ] as const;
    const start = {scale: 2, x: 0, y: 0};
    const view = pinchTo(start, before, after, content, stage);
    expect(view.scale).toBeCloseTo(3);
    // The content point under the fingers' midpoint (x 0) is under their new midpoint (x -25).
    const underMidpoint = (midpoint: number, v: typeof start) => (midpoint - v.x) / v.scale;
    expect(underMidpoint(-25, view)).toBeCloseTo(underMidpoint(0, start));
    expect(view.y).toBe(0);
  });

  it('follows two fingers that move together without spreading', () => {
    const before = [
      {x: -50, y: 0},
      {x: 50, y: 0},
    ] as const;
    const moved = [
      {x: -30, y: 20},
      {x: 70, y: 20},
    ] as const;
    const view = pinchTo({scale: 3, x: 0, y: 0}, before, moved, content, stage);
    expect(view).toEqual({scale: 3, x: 20, y: 20});
  });
});
